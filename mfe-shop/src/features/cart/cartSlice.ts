import { cartItemAdded, cartPersistence, type CartState } from 'shared-contracts/store/cart';
import { browserStorage, persistedStateRestored } from 'shared-contracts/store/persisted';
import { createSlice, type PayloadAction } from 'shared-contracts/store/toolkit';

/**
 * The cart lines. Its state is exactly the shared `CartState` (the header and other tabs read it from
 * local storage), so anything else the shop remembers lives in its own slice.
 * A quantity never goes below 1: decrementing a single item is not possible, removing it is.
 */
export const cartSlice = createSlice({
  name: 'cart',
  initialState: (): CartState => cartPersistence.read(browserStorage()),
  reducers: {
    quantityIncreased(state, { payload }: PayloadAction<{ id: string }>) {
      const line = state.lines.find((l) => l.id === payload.id);
      if (line) line.quantity += 1;
    },
    quantityDecreased(state, { payload }: PayloadAction<{ id: string }>) {
      const line = state.lines.find((l) => l.id === payload.id);
      if (line && line.quantity > 1) line.quantity -= 1;
    },
    lineRemoved(state, { payload }: PayloadAction<{ id: string }>) {
      state.lines = state.lines.filter((l) => l.id !== payload.id);
    },
    orderPlaced(state) {
      state.lines = [];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(cartItemAdded, (state, { payload }) => {
        const quantity = Math.max(1, Math.floor(payload.quantity));
        const existing = state.lines.find((line) => line.id === payload.line.id);
        if (existing) existing.quantity += quantity;
        else state.lines.push({ ...payload.line, quantity });
      })
      .addCase(persistedStateRestored, (state, { payload }) =>
        payload.reducerPath === cartPersistence.reducerPath ? (payload.state as CartState) : state,
      );
  },
});

export const { quantityIncreased, quantityDecreased, lineRemoved, orderPlaced } = cartSlice.actions;

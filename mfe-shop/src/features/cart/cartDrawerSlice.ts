import { cartDrawerOpened } from 'shared-contracts/store/cart';
import { createSlice } from 'shared-contracts/store/toolkit';

/** Whether the cart drawer is open. Kept out of the cart slice so the stored cart stays the shared shape. */
export const cartDrawerSlice = createSlice({
  name: 'shopCartDrawer',
  initialState: { open: false },
  reducers: {
    cartDrawerClosed(state) {
      state.open = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(cartDrawerOpened, (state) => {
      state.open = true;
    });
  },
});

export const { cartDrawerClosed } = cartDrawerSlice.actions;
/** Closed until the slice is in the store (component tests, the first render). */
export const selectCartDrawerOpen = (state: { shopCartDrawer?: { open: boolean } }) =>
  state.shopCartDrawer?.open ?? false;

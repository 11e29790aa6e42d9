import { createSlice } from '@reduxjs/toolkit';
import { cartItemAdded, cartPersistence, type CartState } from 'shared-contracts/store/cart';
import { browserStorage, persistedStateRestored } from 'shared-contracts/store/persisted';

export const cartSlice = createSlice({
  name: 'cart',
  initialState: (): CartState => cartPersistence.read(browserStorage()),
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(cartItemAdded, (state, { payload }) => {
        const existing = state.lines.find((line) => line.id === payload.line.id);
        if (existing) existing.quantity += payload.quantity;
        else state.lines.push({ ...payload.line, quantity: payload.quantity });
      })
      .addCase(persistedStateRestored, (state, { payload }) =>
        payload.reducerPath === cartPersistence.reducerPath ? (payload.state as CartState) : state,
      );
  },
});

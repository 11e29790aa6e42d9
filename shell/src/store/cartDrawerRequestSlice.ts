import { cartDrawerOpened, initialCartDrawerRequest } from 'shared-contracts/store/cart';
import { createSlice } from 'shared-contracts/store/toolkit';

/** Whether the visitor has asked for the cart drawer on this visit (`cartDrawerRequest`, see the cart contract). */
export const cartDrawerRequestSlice = createSlice({
  name: 'cartDrawerRequest',
  initialState: initialCartDrawerRequest,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(cartDrawerOpened, (state) => {
      state.requested = true;
    });
  },
});

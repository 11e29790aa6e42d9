import { toastDismissed, toastShown, type ToastState } from 'shared-contracts/store/toast';
import { createSlice } from 'shared-contracts/store/toolkit';

/** At most this many toasts stack; older ones make room. */
const MAX_VISIBLE = 4;

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState: { items: [] } as ToastState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(toastShown, (state, action) => {
        state.items.push(action.payload);
        if (state.items.length > MAX_VISIBLE) state.items.splice(0, state.items.length - MAX_VISIBLE);
      })
      .addCase(toastDismissed, (state, action) => {
        state.items = state.items.filter((toast) => toast.id !== action.payload.id);
      });
  },
  selectors: { selectToasts: (state) => state.items },
});

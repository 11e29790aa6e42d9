import { toastDismissed, toastShown, type Toast, type ToastState } from 'shared-contracts/store/toast';
import { createSlice, type PayloadAction } from 'shared-contracts/store/toolkit';

/** At most this many toasts stack; older ones make room. */
const MAX_VISIBLE = 4;

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState: { items: [] } as ToastState,
  reducers: {
    /** Toasts still running on the page the visitor came from (`toasts-carried.ts`), shown before any new one. */
    toastsCarried: (state, action: PayloadAction<Toast[]>) => {
      const known = new Set(state.items.map((toast) => toast.id));
      state.items = [...action.payload.filter((toast) => !known.has(toast.id)), ...state.items].slice(-MAX_VISIBLE);
    },
  },
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

export const { toastsCarried } = toastsSlice.actions;

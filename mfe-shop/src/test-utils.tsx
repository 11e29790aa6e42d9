import { combineSlices, configureStore, createSlice } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { CartLine } from 'shared-contracts/store/cart';
import { toastShown, type Toast } from 'shared-contracts/store/toast';
import { App } from './app/App';
import { cartDrawerSlice } from './features/cart/cartDrawerSlice';
import { cartSlice } from './features/cart/cartSlice';
import { PaymentSetupContext, type ResolvePaymentProvider } from './features/payment/payment-setup';
import { testProvider } from './features/payment/test-provider';

const toasts = createSlice({
  name: 'toasts',
  initialState: { items: [] as Toast[] },
  reducers: {},
  extraReducers: (b) => b.addCase(toastShown, (s, a) => void s.items.push(a.payload)),
});

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** The shop's routes at a path, with its real slices, a record of toasts and a payment provider. */
export function renderShop(path: string, { lines = [] as CartLine[], provider = (async () => testProvider()) as ResolvePaymentProvider } = {}) {
  const store = configureStore({
    reducer: combineSlices(cartSlice, cartDrawerSlice, toasts),
    preloadedState: { cart: { lines }, shopCartDrawer: { open: false }, toasts: { items: [] } },
  });
  const view = render(
    <Provider store={store}>
      <PaymentSetupContext.Provider value={provider}>
        <MemoryRouter initialEntries={[path]}>
          <App />
          <WhereAmI />
        </MemoryRouter>
      </PaymentSetupContext.Provider>
    </Provider>,
  );
  const toastTitles = () => store.getState().toasts.items.map((t) => (t.description ? `${t.title} ${t.description}` : t.title));
  return { store, toastTitles, ...view };
}

export const teeLine: CartLine = {
  id: 'wrap-lab-tee',
  name: 'Wrap Lab Crew Tee',
  description: 'Black tee',
  unitPriceCents: 2500,
  category: 'merchandise',
  quantity: 2,
};

import { render } from '@testing-library/react';
import { Provider } from 'react-redux';

import { MemoryRouter, useLocation } from 'shared-contracts/routing/router';
import type { CartLine } from 'shared-contracts/store/cart';
import { pageMetaChanged, type PageMeta } from 'shared-contracts/store/page-meta';
import { toastShown, type Toast } from 'shared-contracts/store/toast';
import { combineSlices, configureStore, createSlice } from 'shared-contracts/store/toolkit';

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

/** The metadata the page last declared, as the shell would receive it. */
const page = createSlice({
  name: 'page',
  initialState: { meta: null as PageMeta | null },
  reducers: {},
  extraReducers: (b) => b.addCase(pageMetaChanged, (s, a) => void (s.meta = a.payload)),
});

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** The shop's routes at a path, with its real slices, a record of toasts and metadata, and a payment provider. */
export function renderShop(
  path: string,
  { lines = [] as CartLine[], provider = (async () => testProvider()) as ResolvePaymentProvider } = {},
) {
  const store = configureStore({
    reducer: combineSlices(cartSlice, cartDrawerSlice, toasts, page),
    preloadedState: { cart: { lines }, shopCartDrawer: { open: false }, toasts: { items: [] }, page: { meta: null } },
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
  const toastTitles = () =>
    store.getState().toasts.items.map((t) => (t.description ? `${t.title} ${t.description}` : t.title));
  const meta = () => store.getState().page.meta;
  return { store, toastTitles, meta, ...view };
}

export const teeLine: CartLine = {
  id: 'wrap-lab-tee',
  name: 'Wrap Lab Crew Tee',
  description: 'Black tee',
  unitPriceCents: 2500,
  category: 'merchandise',
  quantity: 2,
};

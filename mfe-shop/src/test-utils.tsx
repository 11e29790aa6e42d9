import type { CartLine } from 'shared-contracts/store/cart';
import { pageMetaChanged, type PageMeta } from 'shared-contracts/store/page-meta';
import type { Toast } from 'shared-contracts/store/toast';
import { createSlice } from 'shared-contracts/store/toolkit';
import { renderRemote } from 'shared-contracts/testing/render-remote';

import { App } from './app/App';
import { cartDrawerSlice } from './features/cart/cartDrawerSlice';
import { cartSlice } from './features/cart/cartSlice';
import { PaymentSetupContext, type ResolvePaymentProvider } from './features/payment/payment-setup';
import { testProvider } from './features/payment/test-provider';

/** The metadata the page last declared, as the shell would receive it. */
const page = createSlice({
  name: 'page',
  initialState: { meta: null as PageMeta | null },
  reducers: {},
  extraReducers: (b) => b.addCase(pageMetaChanged, (s, a) => void (s.meta = a.payload)),
});

/**
 * The shop's routes at a path, with its real slices, a record of toasts (each read as its title and
 * description) and metadata, and a payment provider.
 */
export function renderShop(
  path: string,
  { lines = [] as CartLine[], provider = (async () => testProvider()) as ResolvePaymentProvider } = {},
) {
  const view = renderRemote(
    <PaymentSetupContext.Provider value={provider}>
      <App />
    </PaymentSetupContext.Provider>,
    {
      path,
      slices: [cartSlice, cartDrawerSlice, page],
      preloadedState: { cart: { lines }, shopCartDrawer: { open: false }, page: { meta: null } },
    },
  );
  const state = () => view.store.getState() as { toasts: { items: Toast[] }; page: { meta: PageMeta | null } };
  const toastTitles = () => state().toasts.items.map((t) => (t.description ? `${t.title} ${t.description}` : t.title));
  const meta = () => state().page.meta;
  return { ...view, toastTitles, meta };
}

export const teeLine: CartLine = {
  id: 'wrap-lab-tee',
  name: 'Wrap Lab Crew Tee',
  description: 'Black tee',
  unitPriceCents: 2500,
  category: 'merchandise',
  quantity: 2,
};

import { lazyPage } from 'shared-contracts/remote/lazy-page';
import type { PageMap } from 'shared-contracts/remote/OwnedRoutes';

const Shop = lazyPage(
  () => import('./catalog-pages'),
  (m) => m.Shop,
);
const Product = lazyPage(
  () => import('./catalog-pages'),
  (m) => m.Product,
);

/** Every route the ownership table gives the shop, each page its own chunk. */
export const pages: PageMap = {
  '/shop': Shop,
  '/shopping': Shop,
  '/shop/:productId': Product,
  '/shopping/:productId': Product,
  '/checkout': lazyPage(
    () => import('../features/checkout/CheckoutPage'),
    (m) => m.CheckoutPage,
  ),
  '/thank-you': lazyPage(
    () => import('../features/thank-you/ThankYouPage'),
    (m) => m.ThankYouPage,
  ),
};

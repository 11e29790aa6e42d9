import type { PageMap } from 'shared-contracts/remote/OwnedRoutes';
import { CartButton } from '../features/cart/CartButton';
import { MaterialCalculator } from '../features/calculator/MaterialCalculator';
import { ProductPage } from '../features/catalog/ProductPage';
import { ShopPage } from '../features/catalog/ShopPage';
import { CheckoutPage } from '../features/checkout/CheckoutPage';
import { ThankYouPage } from '../features/thank-you/ThankYouPage';

// The catalog pages take the cart button and the calculator as slots, so features stay apart.
function Shop() {
  return <ShopPage cartControl={<CartButton />} calculator={<MaterialCalculator />} />;
}

function Product() {
  return <ProductPage cartControl={<CartButton />} calculator={<MaterialCalculator />} />;
}

export const pages: PageMap = {
  '/shop': Shop,
  '/shopping': Shop,
  '/shop/:productId': Product,
  '/shopping/:productId': Product,
  '/checkout': CheckoutPage,
  '/thank-you': ThankYouPage,
};

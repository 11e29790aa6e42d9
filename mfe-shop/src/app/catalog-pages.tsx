import { MaterialCalculator } from '../features/calculator/MaterialCalculator';
import { CartButton } from '../features/cart/CartButton';
import { ProductPage } from '../features/catalog/ProductPage';
import { ShopPage } from '../features/catalog/ShopPage';

// The catalog pages take the cart button and the calculator as slots, so features stay apart.
export function Shop() {
  return <ShopPage cartControl={<CartButton />} calculator={<MaterialCalculator />} />;
}

export function Product() {
  return <ProductPage cartControl={<CartButton />} calculator={<MaterialCalculator />} />;
}

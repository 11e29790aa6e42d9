import type { CartLine } from 'shared-contracts/store/cart';
import type { Product } from './products';

/** What the cart keeps of a product: a snapshot, so a later price change never alters a cart. */
export const productCartLine = (product: Product): Omit<CartLine, 'quantity'> => ({
  id: product.id,
  name: product.name,
  description: product.description,
  unitPriceCents: product.priceCents,
  category: product.category,
});

/** Detail pages keep the reading the visitor came by: /shop/{id} from /shop, /shopping/{id} otherwise. */
export const productPath = (pathname: string, id: string) =>
  `${pathname === '/shop' || pathname.startsWith('/shop/') ? '/shop' : '/shopping'}/${id}`;

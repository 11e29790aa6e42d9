import { pagePaths, pathTo } from 'shared-contracts/routes/route-table';
import type { CartLine } from 'shared-contracts/store/cart';

import type { Product } from './product';

/** What the cart keeps of a product: a snapshot, so a later price change never alters a cart. */
export const productCartLine = (product: Product, size?: string): Omit<CartLine, 'quantity'> => ({
  id: size ? `${product.id}-${size.toLowerCase()}` : product.id,
  name: size ? `${product.name}, size ${size}` : product.name,
  description: product.description,
  unitPriceCents: product.priceCents,
  category: product.category,
});

/** Detail pages keep the reading the visitor came by: /shop/{id} from /shop, /shopping/{id} otherwise. */
export const productPath = (pathname: string, id: string) =>
  pathTo(
    pathname === pagePaths.shop || pathname.startsWith(`${pagePaths.shop}/`)
      ? pagePaths.shopProduct
      : pagePaths.shoppingProduct,
    id,
  );

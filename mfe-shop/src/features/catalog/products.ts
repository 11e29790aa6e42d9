import type { Product } from './product';
import type { ProductCategory } from './product-categories';
import { designServices } from './product-data/design-services';
import { merchandise } from './product-data/merchandise';
import { premiumListings } from './product-data/premium-listings';
import { printAndShip } from './product-data/print-and-ship';
import { protection } from './product-data/protection';
import { wrapMaterials } from './product-data/wrap-materials';

/** Every product the shop sells, in the order of the shop's sections (one file of data per section). */
export const products: readonly Product[] = [
  ...merchandise,
  ...wrapMaterials,
  ...protection,
  ...designServices,
  ...printAndShip,
  ...premiumListings,
];

export const findProduct = (id: string | undefined) => products.find((product) => product.id === id);

export const productsIn = (category: ProductCategory) => products.filter((product) => product.category === category);

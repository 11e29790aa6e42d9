import type { MediaId } from 'shared-contracts/media/catalog';

import type { ProductCategory } from './product-categories';

export interface Product {
  id: string;
  name: string;
  description: string;
  priceCents: number;
  originalPriceCents?: number;
  bestValue?: boolean;
  category: ProductCategory;
  /** The product's color, also the background of its fallback visual when it has no photo. */
  color: string;
  image?: MediaId;
  images?: readonly MediaId[];
  features: readonly string[];
  /** Apparel sizes the visitor picks from before adding it to the cart. */
  sizes?: readonly string[];
}

/** Photos the gallery fills thumbnails from when a product has no image list of its own. */
export const fallbackGalleryImages: readonly MediaId[] = ['shop-bay-sedan', 'large-format-printer', 'ppf-install'];

/** Gallery images: the product's own list, else its image plus shared fallbacks (up to three). */
export function galleryImages(product: Product): readonly MediaId[] {
  if (product.images && product.images.length > 0) return product.images;
  const own = product.image ? [product.image] : [];
  return [...own, ...fallbackGalleryImages.filter((id) => id !== product.image).slice(0, 3)];
}

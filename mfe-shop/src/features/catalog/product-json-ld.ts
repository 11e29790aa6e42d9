import { business } from 'shared-contracts/business/business';
import { mediaUrl } from 'shared-contracts/media/catalog';
import { pagePaths, pathTo } from 'shared-contracts/routes/route-table';
import { absoluteUrl } from 'shared-contracts/seo/absolute-url';
import type { JsonLd } from 'shared-contracts/seo/json-ld';

import type { Product } from './product';
import { categoryLabel } from './product-categories';

/** schema.org Product for a detail page; the price comes from the same cents the cart charges. */
export function productJsonLd(origin: string, product: Product): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.id,
    category: categoryLabel(product.category),
    brand: { '@type': 'Brand', name: business.name },
    ...(product.image ? { image: absoluteUrl(origin, mediaUrl(product.image, 1280, 'webp')) } : {}),
    offers: {
      '@type': 'Offer',
      price: (product.priceCents / 100).toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: absoluteUrl(origin, pathTo(pagePaths.shoppingProduct, product.id)),
      seller: { '@type': 'Organization', name: business.name },
    },
  };
}

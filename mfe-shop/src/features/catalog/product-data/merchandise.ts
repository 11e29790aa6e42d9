import type { Product } from '../product';

const apparelSizes = ['S', 'M', 'L', 'XL', '2XL', '3XL'] as const;

/** Shirts, hoodies and caps our installers wear, and gift cards good for any service. */
export const merchandise: readonly Product[] = [
  {
    id: 'wrap-lab-tee',
    name: 'Wrap Lab Crew Tee',
    description:
      'Soft ring-spun cotton tee in black with the orange Wrap Lab Chicago logo on the chest and "Lamon Ave" across the back.',
    priceCents: 2500,
    category: 'merchandise',
    color: '#111827',
    image: 'product-tee',
    images: ['product-tee', 'product-tee-detail', 'product-tee-flat'],
    features: [
      '100% ring-spun cotton, pre-shrunk',
      'Sizes S to 3XL',
      'Screen printed in Chicago',
      'Free for premium members',
    ],
    sizes: apparelSizes,
  },
  {
    id: 'wrap-lab-hoodie',
    name: 'Shop Floor Hoodie',
    description:
      'Heavyweight gray pullover hoodie, the same one our installers wear through Chicago winters in the bay.',
    priceCents: 5499,
    originalPriceCents: 6499,
    bestValue: true,
    category: 'merchandise',
    color: '#6b7280',
    image: 'product-hoodie',
    images: ['product-hoodie', 'product-hoodie-detail', 'product-hoodie-flat'],
    features: ['13 oz cotton-poly fleece', 'Kangaroo pocket and lined hood', 'Embroidered logo', 'Sizes S to 3XL'],
    sizes: apparelSizes,
  },
  {
    id: 'wrap-lab-snapback',
    name: 'Wrap Lab Snapback',
    description: 'Structured navy snapback with an embroidered Wrap Lab badge and a flat brim.',
    priceCents: 2800,
    category: 'merchandise',
    color: '#1e3a8a',
    image: 'product-cap',
    images: ['product-cap', 'product-cap-detail', 'product-cap-flat'],
    features: ['One size, adjustable snap', 'Embroidered front badge', 'Wool blend crown'],
  },
  {
    id: 'gift-card-100',
    name: 'Wrap Lab Gift Card, $100',
    description: 'A $100 gift card good toward any wrap, ceramic coating, paint protection film install or shop order.',
    priceCents: 10000,
    category: 'merchandise',
    color: '#d9480f',
    image: 'product-gift',
    images: ['product-gift', 'product-gift-detail', 'product-gift-flat'],
    features: ['Never expires', 'Good for services and shop items', 'Mailed in a gift box or picked up at the shop'],
  },
];

import type { Product } from '../product';

/** Ceramic coating and paint protection film kits for drivers who protect their own paint. */
export const protection: readonly Product[] = [
  {
    id: 'ceramic-coating-kit',
    name: 'Ceramic Coating DIY Kit',
    description:
      'A 9H ceramic coating kit with everything to coat one car: coating, prep spray, applicator block, suede cloths and microfiber towels.',
    priceCents: 8999,
    originalPriceCents: 11999,
    bestValue: true,
    category: 'protection',
    color: '#0f766e',
    image: 'product-ceramic-kit',
    images: ['product-ceramic-kit', 'product-ceramic-kit-detail', 'product-ceramic-kit-flat'],
    features: [
      '30 ml, enough for one car',
      'Up to 2 years of protection',
      'Works on paint, wheels and wrap film',
      'Step-by-step guide included',
    ],
  },
  {
    id: 'ppf-front-kit',
    name: 'Pre-Cut PPF Front Kit',
    description:
      'Self-healing clear paint protection film pre-cut for your bumper, partial hood, fenders and mirrors from the vehicle you tell us.',
    priceCents: 34900,
    category: 'protection',
    color: '#64748b',
    image: 'product-ppf-kit',
    images: ['product-ppf-kit', 'product-ppf-kit-detail', 'product-ppf-kit-flat'],
    features: [
      'Cut to your year, make and model',
      'Self-healing 8 mil urethane',
      'Gloss finish, stain resistant',
      '10-year manufacturer warranty',
    ],
  },
  {
    id: 'ceramic-topper-spray',
    name: 'Ceramic Top-Up Spray, 16 oz',
    description:
      'A spray sealant that tops up the beading of a ceramic coating between washes. Safe on wrap film and PPF.',
    priceCents: 2499,
    category: 'protection',
    color: '#0ea5e9',
    image: 'product-ceramic-spray',
    images: ['product-ceramic-spray', 'product-ceramic-spray-detail', 'product-ceramic-spray-flat'],
    features: ['16 oz bottle with trigger', 'Use every 4 to 6 washes', 'Safe on coatings, wraps and PPF'],
  },
];

import type { Product } from '../product';

/** Wrap designs, logo redraws and fleet liveries from our in-house designers. */
export const designServices: readonly Product[] = [
  {
    id: 'custom-wrap-design',
    name: 'Custom Full-Wrap Design',
    description:
      'A full vehicle wrap designed around your brand by our in-house designers, with three rounds of revisions and print-ready files.',
    priceCents: 45000,
    originalPriceCents: 60000,
    bestValue: true,
    category: 'design',
    color: '#7c3aed',
    image: 'product-design',
    images: ['product-design', 'product-design-detail', 'product-design-flat'],
    features: [
      'Proofs on your exact vehicle template',
      'Three rounds of revisions',
      'Print-ready files you own',
      'Credited toward installation at our shop',
    ],
  },
  {
    id: 'logo-vectorization',
    name: 'Logo Vectorization',
    description: 'We redraw a blurry or low-resolution logo as a clean vector file that prints sharp at wrap size.',
    priceCents: 7500,
    category: 'design',
    color: '#db2777',
    image: 'product-logo-vector',
    images: ['product-logo-vector', 'product-logo-vector-detail', 'product-logo-vector-flat'],
    features: ['Delivered as AI, EPS, SVG and PDF', 'Two business days', 'Exact color matching to your brand'],
  },
  {
    id: 'fleet-design-package',
    name: 'Fleet Livery Design Package',
    description:
      'One livery adapted to up to five vehicle types, so every van, pickup and box truck in your fleet looks like the same company.',
    priceCents: 120000,
    category: 'design',
    color: '#0f172a',
    image: 'fleet-vans',
    images: ['fleet-vans', 'fleet-pickups', 'product-design-flat'],
    features: ['Up to five vehicle templates', 'Brand guide for future vehicles', 'Print-ready files for any shop'],
  },
];

import type { Product } from '../product';

/** Freight and rush production for the printed panels of a Print & Ship wrap. */
export const printAndShip: readonly Product[] = [
  {
    id: 'print-ship-standard',
    name: 'Wrap Panel Freight, Standard',
    description:
      'Oversize freight for the 60 in wide printed panels of a Print & Ship wrap, rolled in a crush-proof tube to any US address. Shop orders still ship free.',
    priceCents: 4900,
    category: 'shipping',
    color: '#92400e',
    image: 'print-ship-box',
    images: ['print-ship-box', 'large-format-printer'],
    features: ['3 to 5 business days in transit', 'Tracked and insured', 'Panels labelled by position'],
  },
  {
    id: 'print-ship-rush',
    name: 'Rush Panel Production',
    description:
      'Moves your approved Print & Ship design to the front of the print queue, so its panels leave within two business days of approval.',
    priceCents: 14900,
    category: 'shipping',
    color: '#0369a1',
    image: 'large-format-printer',
    images: ['large-format-printer', 'print-ship-box'],
    features: [
      'Ships within 2 business days of approval',
      'Same inks, films and laminates',
      'Combine with standard panel freight',
    ],
  },
];

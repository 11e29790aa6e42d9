import type { Product } from '../product';

/** Installers' paid places at the top of our installer directory. */
export const premiumListings: readonly Product[] = [
  {
    id: 'premium-installer-listing',
    name: 'Premium Installer Listing, 1 month',
    description:
      'A featured spot for your installation business at the top of our installer directory for your city, with your logo and a direct call button.',
    priceCents: 2999,
    category: 'premium_listing',
    color: '#15803d',
    image: 'product-installer-listing',
    images: ['product-installer-listing', 'product-installer-listing-detail', 'product-installer-listing-flat'],
    features: ['Top of your city in the directory', 'Logo, photos and call button', 'Monthly, cancel anytime'],
  },
];

import type { ServiceSlug } from 'shared-contracts/business/services';
import type { MediaId } from 'shared-contracts/media/catalog';

export interface GalleryItem {
  image: MediaId;
  title: string;
  service: ServiceSlug;
  /** Where the customer is based. */
  place: string;
}

/** Recent projects, newest first. */
export const galleryItems: readonly GalleryItem[] = [
  { image: 'plumbing-van-wrap', title: 'Ortiz Plumbing full van wrap', service: 'vehicle-wraps', place: 'Chicago, IL' },
  {
    image: 'fleet-vans',
    title: 'Loop Logistics delivery fleet',
    service: 'commercial-fleet-wraps',
    place: 'Chicago, IL',
  },
  {
    image: 'satin-black-sports-car',
    title: 'Satin black color change',
    service: 'color-change-wraps',
    place: 'Evanston, IL',
  },
  {
    image: 'real-estate-suv',
    title: 'Park Ave Realty door graphics',
    service: 'vehicle-graphics',
    place: 'Oak Park, IL',
  },
  {
    image: 'ceramic-beading',
    title: 'Professional ceramic coating',
    service: 'ceramic-coatings',
    place: 'Naperville, IL',
  },
  {
    image: 'color-shift-sedan',
    title: 'Purple-to-teal color shift',
    service: 'color-change-wraps',
    place: 'Schaumburg, IL',
  },
  {
    image: 'fleet-pickups',
    title: 'Grid Electric pickup fleet graphics',
    service: 'fleet-graphics',
    place: 'Gary, IN',
  },
  {
    image: 'ppf-install',
    title: 'Full front paint protection film',
    service: 'paint-protection-film',
    place: 'Skokie, IL',
  },
  { image: 'food-truck-wrap', title: 'Tacos El Camino food truck', service: 'vehicle-wraps', place: 'Chicago, IL' },
  {
    image: 'partial-wrap-hood-roof',
    title: 'Gloss black roof, hood and mirrors',
    service: 'partial-wraps',
    place: 'Des Plaines, IL',
  },
  {
    image: 'hvac-van-wrap',
    title: 'Windy City HVAC service van',
    service: 'commercial-fleet-wraps',
    place: 'Arlington Heights, IL',
  },
  {
    image: 'matte-military-green-suv',
    title: 'Matte military green SUV',
    service: 'color-change-wraps',
    place: 'Kenosha, WI',
  },
  { image: 'racing-stripe-suv', title: 'Twin red racing stripes', service: 'vehicle-graphics', place: 'Milwaukee, WI' },
  {
    image: 'ceramic-beading-red',
    title: 'Ceramic coating over fresh correction',
    service: 'ceramic-coatings',
    place: 'Evanston, IL',
  },
  { image: 'box-truck-bakery', title: 'Lamon Bakery box truck', service: 'vehicle-wraps', place: 'Chicago, IL' },
  {
    image: 'construction-pickup',
    title: 'Brickline Build crew trucks',
    service: 'fleet-graphics',
    place: 'Joliet, IL',
  },
];

/** The service chips at the top of the gallery, in the order they show. */
export const galleryChips: readonly ServiceSlug[] = [
  'commercial-fleet-wraps',
  'color-change-wraps',
  'vehicle-graphics',
  'ceramic-coatings',
];

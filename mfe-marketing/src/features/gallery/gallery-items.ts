import { customerPlace, customers, type Customer } from 'shared-contracts/business/customers';
import type { ServiceSlug } from 'shared-contracts/business/services';
import type { MediaId } from 'shared-contracts/media/catalog';

export interface GalleryItem {
  image: MediaId;
  title: string;
  service: ServiceSlug;
  /** Where the customer is based. */
  place: string;
}

/** A business customer's job: picture, service and town from its record, the title after its name. */
const customerJob = (customer: Customer, title: string): GalleryItem => ({
  image: customer.images[0],
  title: `${customer.company} ${title}`,
  service: customer.service,
  place: customerPlace(customer),
});

/** Recent projects, newest first. */
export const galleryItems: readonly GalleryItem[] = [
  customerJob(customers.ortizPlumbing, 'service van'),
  customerJob(customers.loopLogistics, 'delivery fleet'),
  {
    image: 'satin-black-sports-car',
    title: 'Satin black color change',
    service: 'color-change-wraps',
    place: 'Evanston, IL',
  },
  customerJob(customers.parkAveRealty, 'SUV door graphics'),
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
  customerJob(customers.gridElectric, 'pickup fleet graphics'),
  {
    image: 'ppf-install',
    title: 'Full front paint protection film',
    service: 'paint-protection-film',
    place: 'Skokie, IL',
  },
  customerJob(customers.tacosElCamino, 'food truck'),
  {
    image: 'partial-wrap-hood-roof',
    title: 'Gloss black roof, hood and mirrors',
    service: 'partial-wraps',
    place: 'Des Plaines, IL',
  },
  customerJob(customers.windyCityHvac, 'service van'),
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
  customerJob(customers.lamonBakery, 'box truck'),
  customerJob(customers.bricklineBuild, 'crew pickup'),
];

/** The service chips at the top of the gallery, in the order they show. */
export const galleryChips: readonly ServiceSlug[] = [
  'commercial-fleet-wraps',
  'color-change-wraps',
  'vehicle-graphics',
  'ceramic-coatings',
];

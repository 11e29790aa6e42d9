import type { StateCode } from 'shared-contracts/business/regions';
import type { ServiceSlug } from 'shared-contracts/business/services';
import type { MediaId } from 'shared-contracts/media/catalog';

/**
 * A business customer whose job the site shows. Every case study, gallery item, testimonial, sample
 * quote, industry example and region project about a customer reads its facts from here, so no two
 * pages can put the same job in different towns.
 */
export interface Customer {
  company: string;
  industry: string;
  town: string;
  state: StateCode;
  /** The service the job was, as the site names it. */
  service: ServiceSlug;
  /** The job in a few words, read after the company's name: "Ortiz Plumbing: full wraps on 12 service vans". */
  job: string;
  vehicles: { count: number; kind: string };
  /** The person who speaks for the customer; first name and initial only, as they agreed. */
  contact: { name: string; role: string };
  /** Pictures of the job, first the one shown with it; each picture shows this company's livery. */
  images: readonly [MediaId, ...MediaId[]];
  /** The customer's own words, where the site quotes them. */
  quote?: string;
  /** What the job brought the customer, where the site tells it: a case study's first result. */
  result?: string;
}

export const customers = {
  ortizPlumbing: {
    company: 'Ortiz Plumbing',
    industry: 'Home services',
    town: 'Chicago',
    state: 'IL',
    service: 'commercial-fleet-wraps',
    job: 'full wraps on 12 service vans',
    vehicles: { count: 12, kind: 'Ford Transit and Ram ProMaster vans' },
    contact: { name: 'Marco O.', role: 'Owner' },
    images: ['plumbing-van-wrap'],
    quote:
      'Wrap Lab wrapped all twelve of our service vans over three weekends, four at a time, so we never missed a call. The colors match perfectly from van to van, and we get new customers who tell us they saw our van on Irving Park Road.',
  },
  tacosElCamino: {
    company: 'Tacos El Camino',
    industry: 'Food & beverage',
    town: 'Chicago',
    state: 'IL',
    service: 'vehicle-wraps',
    job: 'full wrap of a new food truck',
    vehicles: { count: 1, kind: 'food truck' },
    contact: { name: 'Lucia M.', role: 'Co-owner' },
    images: ['food-truck-wrap'],
    result: 'Sold out on 9 of its first 10 days',
    quote:
      'They turned our food truck into the most photographed thing at the street fair. The design team nailed our brand on the first proof.',
  },
  northsideLawn: {
    company: 'Northside Lawn',
    industry: 'Landscaping',
    town: 'Skokie',
    state: 'IL',
    service: 'partial-wraps',
    job: 'partial wraps and lettering on six pickups',
    vehicles: { count: 6, kind: 'pickups' },
    contact: { name: 'Tom N.', role: 'Operations manager' },
    images: ['landscaping-pickup'],
    quote:
      'Partial wraps on our six pickups cost far less than full wraps and still look sharp. Each truck was done in a day and a half.',
  },
  bricklineBuild: {
    company: 'Brickline Build',
    industry: 'Construction',
    town: 'Joliet',
    state: 'IL',
    service: 'fleet-graphics',
    job: 'fleet graphics on eight crew pickups',
    vehicles: { count: 8, kind: 'crew pickups' },
    contact: { name: 'Mike B.', role: 'Operations director' },
    images: ['construction-pickup'],
    result: 'Graphics intact after two winters of salt and job-site mud',
  },
  parkAveRealty: {
    company: 'Park Ave Realty',
    industry: 'Real estate',
    town: 'Oak Park',
    state: 'IL',
    service: 'vehicle-graphics',
    job: "door graphics on an agent's SUV",
    vehicles: { count: 1, kind: 'SUV' },
    contact: { name: 'Karen S.', role: 'Broker' },
    images: ['real-estate-suv'],
    result: '11 listing inquiries from the vehicle in a year',
  },
  lamonBakery: {
    company: 'Lamon Bakery',
    industry: 'Food & beverage',
    town: 'Chicago',
    state: 'IL',
    service: 'vehicle-wraps',
    job: 'full wrap of a delivery box truck in its packaging colors',
    vehicles: { count: 1, kind: 'box truck' },
    contact: { name: 'Rosa L.', role: 'Owner' },
    images: ['box-truck-bakery'],
    quote:
      'Cafés started calling about wholesale after seeing the truck on our morning deliveries. It looks like our bread bags, only bigger.',
  },
  windyCityHvac: {
    company: 'Windy City HVAC',
    industry: 'Home services',
    town: 'Arlington Heights',
    state: 'IL',
    service: 'commercial-fleet-wraps',
    job: 'one livery on 18 service vans in Illinois and Indiana',
    vehicles: { count: 18, kind: 'service vans' },
    contact: { name: 'Ray D.', role: 'Fleet manager' },
    images: ['hvac-van-wrap'],
    quote:
      'We run vans in Illinois and Indiana. Wrap Lab wrapped our Illinois vans in its own shop and shipped printed panels for the Indiana ones to our installer there, and all 18 look the same.',
  },
  loopLogistics: {
    company: 'Loop Logistics',
    industry: 'Delivery',
    town: 'Chicago',
    state: 'IL',
    service: 'commercial-fleet-wraps',
    job: 'one livery across its delivery vans',
    vehicles: { count: 9, kind: 'delivery vans' },
    contact: { name: 'Priya S.', role: 'Fleet manager' },
    images: ['fleet-vans'],
  },
  gridElectric: {
    company: 'Grid Electric',
    industry: 'Electrical contracting',
    town: 'Gary',
    state: 'IN',
    service: 'fleet-graphics',
    job: 'matching fleet graphics on its utility pickups',
    vehicles: { count: 7, kind: 'utility pickups' },
    contact: { name: 'Sam H.', role: 'Owner' },
    images: ['fleet-pickups'],
  },
} as const satisfies Record<string, Customer>;

export type CustomerKey = keyof typeof customers;

/** Every customer the site names. */
export const allCustomers: readonly Customer[] = Object.values(customers);

/** "Arlington Heights, IL": how the site writes where a customer is based. */
export const customerPlace = (customer: Pick<Customer, 'town' | 'state'>) => `${customer.town}, ${customer.state}`;

/** "Owner, Ortiz Plumbing": the line under a customer's quote. */
export const customerByline = (customer: Customer) => `${customer.contact.role}, ${customer.company}`;

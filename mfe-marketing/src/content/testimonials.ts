import type { ServiceSlug } from 'shared-contracts/business/services';

/** A customer's review: rating, quote, author initials, role and the service it is about. */
export interface Testimonial {
  rating: 5;
  quote: string;
  /** Initials only: customers agreed to be quoted without their full names. */
  initials: string;
  /** Name used in structured data reviews. */
  author: string;
  role: string;
  service: ServiceSlug;
}

/** The two featured reviews: shown first on /testimonials and given as sample reviews in structured data. */
export const featuredTestimonials: readonly Testimonial[] = [
  {
    rating: 5,
    quote:
      'Wrap Lab wrapped all twelve of our service vans over three weekends, four at a time, so we never missed a call. The colors match perfectly from van to van, and we get new customers who tell us they saw our van on Irving Park Road.',
    initials: 'M.O.',
    author: 'Marco O.',
    role: 'Owner, Ortiz Plumbing',
    service: 'commercial-fleet-wraps',
  },
  {
    rating: 5,
    quote:
      'I brought my car in for a satin black color change and front-end PPF. The edges are tucked so well that people ask if it is factory paint. They walked me through the care routine and the 72-hour no-wash rule before I left.',
    initials: 'J.K.',
    author: 'Jenna K.',
    role: 'Car enthusiast, Evanston',
    service: 'color-change-wraps',
  },
];

/** The further reviews on /testimonials. */
export const moreTestimonials: readonly Testimonial[] = [
  {
    rating: 5,
    quote:
      'The ceramic coating on my SUV still beads water like day one after two Chicago winters. The annual inspection took twenty minutes.',
    initials: 'D.R.',
    author: 'Darnell R.',
    role: 'Daily commuter, Oak Park',
    service: 'ceramic-coatings',
  },
  {
    rating: 5,
    quote:
      'They turned our food truck into the most photographed thing at the street fair. The design team nailed our brand on the first proof.',
    initials: 'L.M.',
    author: 'Lucia M.',
    role: 'Co-owner, Tacos El Camino',
    service: 'vehicle-wraps',
  },
  {
    rating: 5,
    quote:
      'A partial wrap on our landscaping pickups cost far less than full wraps and still looks sharp. Installed in a day and a half.',
    initials: 'T.N.',
    author: 'Tom N.',
    role: 'Operations manager, Northside Lawn',
    service: 'partial-wraps',
  },
  {
    rating: 5,
    quote:
      'Paint protection film on the whole front end before a road trip out west. Zero chips when I got back, and the warranty transfers if I sell.',
    initials: 'A.P.',
    author: 'Anita P.',
    role: 'Sports car owner, Naperville',
    service: 'paint-protection-film',
  },
];

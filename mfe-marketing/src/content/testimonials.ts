import { customerByline, customerPlace, customers, type Customer } from 'shared-contracts/business/customers';
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

/** A business customer's review: its words, its contact and its job, from the customer's record. */
function customerReview(customer: Customer & { quote: string }): Testimonial {
  const initials = customer.contact.name
    .split(/\s+/)
    .map((part) => `${part[0]}.`)
    .join('');
  return {
    rating: 5,
    quote: customer.quote,
    initials,
    author: customer.contact.name,
    role: `${customerByline(customer)} · ${customerPlace(customer)}`,
    service: customer.service,
  };
}

/** The two featured reviews: shown first on /testimonials and given as sample reviews in structured data. */
export const featuredTestimonials: readonly Testimonial[] = [
  customerReview(customers.ortizPlumbing),
  {
    rating: 5,
    quote:
      'I brought my car in for a satin black color change and front-end PPF. The edges are tucked so well that people ask if it is factory paint. They walked me through the care routine and the 72-hour no-wash rule before I left.',
    initials: 'J.K.',
    author: 'Jenna K.',
    role: 'Car enthusiast · Evanston, IL',
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
    role: 'Daily commuter · Oak Park, IL',
    service: 'ceramic-coatings',
  },
  customerReview(customers.tacosElCamino),
  customerReview(customers.northsideLawn),
  {
    rating: 5,
    quote:
      'Paint protection film on the whole front end before a road trip out west. Zero chips when I got back, and the warranty transfers if I sell.',
    initials: 'A.P.',
    author: 'Anita P.',
    role: 'Sports car owner · Naperville, IL',
    service: 'paint-protection-film',
  },
];

import { ceramicOffer, priceBand } from 'shared-contracts/business/protection-packages';

import type { ServiceContent } from './service-types';

export const ceramicCoatings: ServiceContent = {
  slug: 'ceramic-coatings',
  title: 'Ceramic Coatings',
  description:
    'A hard, glossy ceramic layer that bonds to paint, wraps and wheels, repels water and road grime, and lasts 2-5+ years with simple care.',
  longDescription: [
    'A ceramic coating is a liquid that cures into a thin, hard glass-like layer on top of your paint. It bonds chemically to the clear coat, so it does not wash off like wax. Water beads and rolls away, road grime and salt have little to grip, and the car stays cleaner for longer between washes.',
    'The result depends on the preparation. Every coating begins with a decontamination wash, iron and tar removal, and a paint correction polish that removes swirls and light scratches, because the coating locks in whatever is underneath. We then coat paint, glass, wheels and trim in a dust-controlled bay and let it cure under infrared lamps.',
    'Coatings last 2-5+ years depending on the product tier and how the car is cared for. Coating takes 2-3 days including correction. Every coating carries a 5-year warranty when the vehicle comes back for its annual inspection, a quick check and top-up that keeps the protection performing.',
  ],
  hero: 'ceramic-beading',
  images: [
    'ceramic-beading',
    'ceramic-beading-red',
    'electric-blue-sports-car',
    'nardo-grey-sedan',
    'front-ceramic-sedan',
    'racing-stripe-suv',
  ],
  benefits: [
    {
      title: 'Deep, lasting gloss',
      description: 'The coating adds a clear, hard layer that makes color look richer and stays glossy for years.',
    },
    {
      title: 'Easier washing',
      description:
        'Dirt, salt and bird droppings release with a gentle hand wash because they cannot bond to the surface.',
    },
    {
      title: 'Hydrophobic protection',
      description: 'Water beads and sheets off, carrying grime with it and reducing water spots.',
    },
    {
      title: 'UV and chemical resistance',
      description: 'Helps prevent oxidation and fading from sun, road salt and de-icing chemicals in Chicago winters.',
    },
    {
      title: 'Works on wraps and PPF',
      description:
        'We coat vinyl wraps and paint protection film too, with films-safe formulas for matte and satin finishes.',
    },
    {
      title: '5-year warranty',
      description: 'Backed for 5 years with an annual inspection that keeps the coating performing.',
    },
  ],
  faqs: [
    {
      question: 'How long does a ceramic coating last?',
      answer:
        'Coatings last 2-5+ years, depending on the tier and the care. On its own an entry coating is rated around 2 years and our professional tier 5 years and longer. Both carry our 5-year warranty, because the annual inspection it asks for includes a top-up: that yearly top-up is what keeps an entry coating performing for the full 5 years.',
    },
    {
      question: 'How long does the coating take?',
      answer:
        'Ceramic coating takes 2-3 days, including the wash, decontamination, paint correction, application and curing.',
    },
    {
      question: 'What does the ceramic coating warranty require?',
      answer:
        'The coating is warranted for 5 years. To keep the warranty, bring the vehicle back once a year for an annual inspection, where we check the beading and top up any worn areas.',
    },
    {
      question: 'When can I wash the car after coating?',
      answer:
        'Wait 72 hours before the first wash while the coating finishes curing, and avoid parking under trees or sprinklers during that time.',
    },
    {
      question: 'Is a ceramic coating the same as paint protection film?',
      answer:
        'No. A coating adds gloss and makes cleaning easy but does not stop rock chips. Paint protection film absorbs impacts. Many customers put PPF on the front end and coat the whole vehicle, including the film.',
    },
  ],
  keywords: [
    'ceramic coating Chicago',
    'ceramic paint protection',
    'car ceramic coating',
    'hydrophobic coating',
    'paint correction',
  ],
  offer: ceramicOffer,
  priceRange: priceBand(ceramicOffer),
  highlights: ['Lasts 2-5+ years', 'Done in 2-3 days', '5-year warranty with annual inspection'],
  closing: 'Book a paint check before you coat',
};

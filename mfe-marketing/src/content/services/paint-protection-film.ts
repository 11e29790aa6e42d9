import { ppfOffer, priceBand } from 'shared-contracts/business/protection-packages';

import type { ServiceContent } from './service-types';

export const paintProtectionFilm: ServiceContent = {
  slug: 'paint-protection-film',
  title: 'Paint Protection Film',
  description:
    'Clear, self-healing urethane film that stops rock chips, road salt and scratches on the areas that take the hits, and lasts 7-10 years.',
  longDescription: [
    'Paint protection film, often called PPF or clear bra, is a thick, optically clear urethane film applied over your paint. It absorbs the impact of gravel and road debris that would otherwise chip the paint, and its top coat heals light swirls and scuffs with the warmth of the sun or warm water.',
    'We cut film from computer patterns for your exact model, then hand-finish the edges and wrap them around panel edges wherever the design allows, so the film is practically invisible. Choose a front-end package (bumper, hood, fenders and mirrors), a track package that adds rockers and A-pillars, or full-body coverage. Gloss and matte films are available, so a matte film can turn gloss paint satin while protecting it.',
    'Quality film lasts 7-10 years without yellowing. Our PPF carries a 5-year warranty, and that warranty can be transferred once to a new owner, which helps when you sell the car.',
  ],
  hero: 'ppf-install',
  images: [
    'ppf-install',
    'front-ppf-sedan',
    'racing-stripe-suv',
    'electric-blue-sports-car',
    'nardo-grey-sedan',
    'before-white-luxury',
  ],
  benefits: [
    {
      title: 'Stops rock chips',
      description:
        'The urethane layer absorbs gravel and debris impacts on highway drives before they reach the paint.',
    },
    {
      title: 'Self-healing top coat',
      description: 'Light swirls and scuffs disappear with heat from the sun or warm water.',
    },
    {
      title: 'Virtually invisible',
      description: 'Pattern-cut film with wrapped edges keeps the factory look, in gloss or matte.',
    },
    {
      title: 'Lasts 7-10 years',
      description: 'Premium films resist yellowing and cracking for 7-10 years of daily driving.',
    },
    {
      title: 'Protects resale value',
      description: 'Original paint under the film stays like new, which buyers and lease returns reward.',
    },
    { title: 'Transferable warranty', description: 'The 5-year warranty can be transferred once to the next owner.' },
  ],
  faqs: [
    {
      question: 'How long does paint protection film last?',
      answer:
        'Premium PPF lasts 7-10 years. It stays clear, does not yellow, and can be removed cleanly at the end of its life.',
    },
    {
      question: 'What does the PPF warranty cover?',
      answer:
        'Our PPF carries a 5-year warranty against yellowing, cracking, bubbling and peeling. The warranty is transferable once, so it can go with the car to its next owner.',
    },
    {
      question: 'Which parts of the car should I protect?',
      answer:
        'Most drivers start with the front end: bumper, hood, fenders and mirrors, which take nearly all rock chips. Track and full-body packages add rockers, A-pillars, doors and the rest of the car.',
    },
    {
      question: 'Can I put a ceramic coating on top of PPF?',
      answer:
        'Yes, and we recommend it. A coating over the film makes it easier to clean and adds gloss. Coatings last 2-5+ years on film.',
    },
    {
      question: 'When can I wash the car after PPF is installed?',
      answer:
        'Wait 72 hours before washing so the film can dry out and bond. Small moisture bubbles in the first days evaporate on their own.',
    },
  ],
  keywords: ['paint protection film Chicago', 'PPF', 'clear bra', 'rock chip protection', 'self-healing film'],
  offer: ppfOffer,
  priceRange: priceBand(ppfOffer),
  highlights: ['Lasts 7-10 years', 'Self-healing film', '5-year warranty, transferable once'],
  closing: 'Protect the front end before the next highway season',
};

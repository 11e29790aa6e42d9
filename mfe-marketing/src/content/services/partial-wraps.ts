import type { ServiceContent } from './service-types';

export const partialWraps: ServiceContent = {
  slug: 'partial-wraps',
  title: 'Partial Wraps',
  description:
    'Wrap 25-75% of the vehicle, blended into the paint, for the look of a full wrap at 40-60% less than a full wrap costs.',
  longDescription: [
    'A partial wrap covers part of the vehicle, typically 25-75% of it, and uses the existing paint as part of the design. On a white van, a printed rear half with a bold logo can look like a full wrap from the street. On a car, a gloss black roof, hood and mirrors give a sporty two-tone look.',
    'Because less film and labor are involved, a partial wrap costs 40-60% less than a full wrap. Our designers match the film to your paint color so the transition is seamless, and plan the break lines along body lines where the eye expects them.',
    'Partial wraps install in 1-2 days, last 5-7 years, and carry our 5-year warranty. They are a smart way to start: many customers add more coverage later, using the same files.',
  ],
  hero: 'partial-wrap-hood-roof',
  images: [
    'partial-wrap-hood-roof',
    'partial-wrap-van-graphics',
    'racing-stripe-suv',
    'landscaping-pickup',
    'vinyl-install-orange',
    'real-estate-suv',
  ],
  benefits: [
    {
      title: 'Full-wrap impact, smaller budget',
      description: 'Covering 25-75% of the vehicle costs 40-60% less than a full wrap.',
    },
    {
      title: 'Blends with your paint',
      description: 'Films matched to the paint color make the design look like one piece.',
    },
    { title: 'Back on the road fast', description: 'Partial wraps install in 1-2 days.' },
    {
      title: 'Two-tone styling',
      description: 'Roof, hood, mirror and pillar wraps for a custom look on personal cars.',
    },
    { title: 'Room to grow', description: 'Start partial and extend the coverage later with the same artwork.' },
    { title: '5-year warranty', description: 'Film and installation are covered for 5 years.' },
  ],
  faqs: [
    {
      question: 'How much does a partial wrap cost?',
      answer:
        'Partial wraps start from about $1,500 for a typical business van, depending on the coverage and design. They cost 40-60% less than a full wrap of the same vehicle.',
    },
    {
      question: 'How much of the vehicle does a partial wrap cover?',
      answer:
        'A partial wrap covers 25-75% of the vehicle: anything from a hood and roof to the entire rear half of a van.',
    },
    {
      question: 'How long does a partial wrap take to install?',
      answer: 'Most partial wraps take 1-2 days. A full wrap, by comparison, takes 3-5 business days.',
    },
    {
      question: 'Will the wrap match my paint?',
      answer:
        'We select films that match your paint color and place the edges along body lines, so the wrap blends in naturally.',
    },
  ],
  keywords: ['partial wrap Chicago', 'half wrap', 'roof wrap', 'hood wrap', 'van partial wrap'],
  priceRange: { low: 1200, high: 3500 },
  highlights: ['Covers 25-75% of the vehicle', '40-60% less than a full wrap', 'Installed in 1-2 days'],
  closing: 'Find out what a partial wrap covers on yours',
};

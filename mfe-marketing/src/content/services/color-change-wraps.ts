import type { ServiceContent } from './service-types';

export const colorChangeWraps: ServiceContent = {
  slug: 'color-change-wraps',
  title: 'Color Change Wraps',
  description:
    'Change your car to gloss, satin, matte, color shift or chrome without a repaint, and keep the factory paint safe underneath.',
  longDescription: [
    'A color change wrap gives your vehicle a completely new look in about a week, at a fraction of the cost of a quality respray. Choose from hundreds of cast films: deep gloss colors, satin and matte finishes, color-shift films that change hue with the light, brushed metals and chrome.',
    'We wrap door jambs on request, remove handles, lights and badges so the film tucks behind them, and relief-cut around sensors so every driver-assist system keeps working. Before we start, you can see large film samples on the car in daylight, because colors look different outdoors than on a swatch book.',
    'Color change films last 5-7 years with proper care and carry our 3-year color change warranty. When you want the original color back, the wrap comes off and the paint underneath is as it was the day we covered it.',
  ],
  hero: 'color-shift-sedan',
  images: [
    'color-shift-sedan',
    'nardo-grey-sedan',
    'matte-military-green-suv',
    'front-satin-blue-suv',
    'after-blue-sport-luxury',
    'shop-bay-suv',
  ],
  benefits: [
    {
      title: 'Hundreds of finishes',
      description: 'Gloss, satin, matte, color shift, brushed metal and chrome films from leading makers.',
    },
    {
      title: 'Reversible',
      description:
        'Return to the factory color any time: the wrap removes cleanly and protects the paint in the meantime.',
    },
    {
      title: 'Less than a respray',
      description: 'A quality color change costs a fraction of a show-quality paint job and takes days, not weeks.',
    },
    {
      title: 'Jambs and details',
      description: 'Optional door jambs, tucked edges and relief-cut sensors for a factory-looking finish.',
    },
    {
      title: 'See it before you choose',
      description: 'Large samples on your own car in daylight so there are no surprises.',
    },
    { title: '3-year warranty', description: 'Color change wraps carry a 3-year warranty on film and installation.' },
  ],
  faqs: [
    {
      question: 'How much does a color change wrap cost?',
      answer:
        'Most color change wraps cost $3,000-$6,000 for a car in standard gloss, satin or matte film. Larger vehicles, door jambs and specialty films such as chrome cost more.',
    },
    {
      question: 'What is the warranty on a color change wrap?',
      answer:
        'Color change wraps carry a 3-year warranty against lifting, bubbling and peeling from the film or installation.',
    },
    {
      question: 'How long will a color change wrap last?',
      answer:
        'With hand washing and garage parking, a color change wrap lasts 5-7 years. Chrome and specialty films are more delicate and may last a little less.',
    },
    {
      question: 'Will the wrap damage my paint?',
      answer:
        'No, not on healthy factory paint. The film protects it from sun and light scratches. Respainted panels or failing clear coat should be checked first, and we will tell you before starting.',
    },
    {
      question: 'How soon can I wash it?',
      answer:
        'Wait 72 hours before the first wash. Then hand wash or use a touchless wash, and avoid waxes with solvents on matte films.',
    },
  ],
  keywords: ['color change wrap Chicago', 'matte wrap', 'satin black wrap', 'chrome wrap', 'color shift wrap'],
  priceRange: { low: 3000, high: 6000 },
  highlights: ['$3,000-$6,000 for most cars', 'Lasts 5-7 years', '3-year warranty'],
  closing: 'Pick your color from real film samples',
};

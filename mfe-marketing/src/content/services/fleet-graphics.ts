import type { ServiceContent } from './service-types';

export const fleetGraphics: ServiceContent = {
  slug: 'fleet-graphics',
  title: 'Fleet Graphics',
  description:
    'Cut vinyl lettering, DOT numbers, logos and spot graphics that brand a fleet quickly and affordably, from one truck to a hundred.',
  longDescription: [
    'Not every fleet needs a full wrap. Fleet graphics put your logo, phone number, website, USDOT and license numbers on each vehicle in durable cut or printed vinyl. It is the fastest way to brand new vehicles and keep them compliant, and it works on any paint color.',
    'We build a graphics standard for your fleet: where the logo sits on each body style, the lettering size that reads from across a street, and the required regulatory text. Every installer works from the same layout, so the fifth van looks like the first.',
    'Graphics install in hours rather than days, often while your crew waits. They last 5-7 years, carry our 5-year warranty, and can be updated one line at a time when a phone number or license changes.',
  ],
  hero: 'matte-military-green-suv',
  images: [
    'fleet-pickups',
    'fleet-vans',
    'hvac-van-wrap',
    'construction-pickup',
    'real-estate-suv',
    'large-format-printer',
  ],
  benefits: [
    {
      title: 'Fast to install',
      description: 'Most vehicles are lettered in a few hours, so they are back on the road the same day.',
    },
    {
      title: 'Compliance built in',
      description: 'USDOT, MC and license numbers sized and placed to meet regulations.',
    },
    {
      title: 'Budget-friendly',
      description: 'Spot graphics cost far less than a full wrap and still put your name everywhere you drive.',
    },
    {
      title: 'A standard for every body style',
      description: 'One layout guide per vehicle type keeps the whole fleet consistent.',
    },
    {
      title: 'Easy updates',
      description: 'Change a phone number or add a service line without redoing the whole vehicle.',
    },
    { title: 'Durable cast vinyl', description: 'Rated for 5-7 years outdoors and backed by our 5-year warranty.' },
  ],
  faqs: [
    {
      question: 'What is the difference between fleet graphics and a fleet wrap?',
      answer:
        'Graphics are lettering and logos placed on the existing paint. A fleet wrap covers most or all of the vehicle with printed film. Full fleet wraps cost about $2,500-$5,000 per vehicle, or $5,000+ for large trucks and vans; graphics cost a fraction of that.',
    },
    {
      question: 'Can you add USDOT numbers and other required markings?',
      answer:
        'Yes. We size and place USDOT, MC, GVW and state license numbers so they are legible and compliant on each side of the vehicle.',
    },
    {
      question: 'How long does it take to letter a vehicle?',
      answer:
        'Most fleet graphics install in a few hours. Larger partial graphics that cover 25-75% of a vehicle take 1-2 days.',
    },
    {
      question: 'How long do fleet graphics last?',
      answer: 'Cast vinyl graphics last 5-7 years and are covered by our 5-year warranty.',
    },
  ],
  keywords: [
    'fleet graphics Chicago',
    'truck lettering',
    'DOT number decals',
    'van lettering',
    'commercial vehicle decals',
  ],
  priceRange: { low: 300, high: 2500 },
  highlights: ['Installed in hours', 'DOT-compliant lettering', '5-year warranty'],
  closing: 'Send your logo and a list of trucks',
};

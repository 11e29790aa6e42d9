import type { ServiceContent } from './service-types';

export const vehicleWraps: ServiceContent = {
  slug: 'vehicle-wraps',
  title: 'Vehicle Wraps',
  description:
    'Full and partial vinyl wraps for cars, trucks and vans, designed, printed and installed in our Chicago shop on cast films that last 5-7 years.',
  longDescription: [
    'A vehicle wrap replaces paint with a precision-cut layer of cast vinyl. It can turn a plain white van into a rolling billboard for your business, or give a daily driver a finish no factory offers. Because the film sits on top of the paint, it also shields the original finish from sun, road salt and light scratches, and it can come off cleanly when you sell or lease-return the vehicle.',
    'Every wrap starts with measurements of your exact year, make and model. Our designers build the artwork on a to-scale template so logos never land on a door handle or a body line, and you approve a full proof before anything is printed. We print on our own large-format printers with UV-resistant inks and a protective laminate, then install indoors in a climate-controlled bay at 4711 N. Lamon Ave.',
    'Installation of a full wrap takes 3-5 business days; a partial wrap takes 1-2 days. We remove door handles, lights and badges where needed so edges tuck out of sight, post-heat every stretched area so the film does not lift, and walk you around the finished vehicle before you take the keys. Wraps carry our 5-year warranty (3 years on color change films).',
  ],
  hero: 'satin-black-sports-car',
  images: [
    'plumbing-van-wrap',
    'shop-bay-sedan',
    'box-truck-bakery',
    'color-shift-sedan',
    'vinyl-install',
    'after-wrapped-sedan',
  ],
  benefits: [
    {
      title: 'Advertising that drives itself',
      description:
        'A lettered van is seen by thousands of people a day on Chicago streets, for a one-time cost and no monthly ad bill.',
    },
    {
      title: 'Protects the paint underneath',
      description: 'The film takes the stone chips, UV and road salt, so the factory paint keeps its resale value.',
    },
    {
      title: 'Removable when plans change',
      description:
        'Rebrand, sell or return a lease: a professionally installed wrap peels off without harming OEM paint.',
    },
    {
      title: 'Designed to fit your model',
      description:
        'Artwork is laid out on a to-scale template of your exact vehicle, so text and logos sit where people can read them.',
    },
    {
      title: 'Premium cast films',
      description: 'We install cast vinyl and laminate from leading film makers, rated to last 5-7 years outdoors.',
    },
    {
      title: 'Backed by a 5-year warranty',
      description:
        'Lifting, bubbling or peeling from installation is fixed free for 5 years (3 years on color change wraps).',
    },
  ],
  faqs: [
    {
      question: 'How much does a full vehicle wrap cost?',
      answer:
        'Most full wraps run $3,000-$5,000+ for cars and $5,000-$8,000+ for trucks and vans. The price depends on the vehicle size, the film (gloss, matte, chrome or printed), and how much design work the artwork needs. We give you a fixed written quote after seeing the vehicle.',
    },
    {
      question: 'How much is a color change wrap?',
      answer:
        'A full color change in a standard gloss, satin or matte film typically costs $3,000-$7,000+, with specialty films such as color shift and chrome at the top of that range.',
    },
    {
      question: 'Is a partial wrap a cheaper option?',
      answer:
        'Yes. Partial wraps start from $1,200, cover 25-75% of the vehicle and cost 40-60% less than a full wrap, while still carrying your branding or a new look.',
    },
    {
      question: 'How long does a vehicle wrap last?',
      answer:
        'A professionally installed cast vinyl wrap lasts 5-7 years. Garage parking, hand washing and keeping it out of automatic brush washes help it reach the top of that range.',
    },
    {
      question: 'How long does installation take?',
      answer:
        'A full wrap takes 3-5 business days from drop-off to pick-up, including cleaning, disassembly, install and post-heating. A partial wrap usually takes 1-2 days.',
    },
    {
      question: 'When can I wash my wrapped vehicle?',
      answer:
        'Wait 72 hours before the first wash so the adhesive can fully bond. After that, hand wash or use a touchless car wash and avoid pressure-washing the edges.',
    },
    {
      question: 'What does the wrap warranty cover?',
      answer:
        'Our wraps carry a 5-year warranty against lifting, bubbling, peeling and fading caused by the film or the installation. Color change wraps carry a 3-year warranty.',
    },
  ],
  keywords: [
    'vehicle wraps Chicago',
    'car wraps',
    'van wraps',
    'truck wraps',
    'custom vinyl wrap',
    'business vehicle wrap',
  ],
  priceRange: { low: 3000, high: 8000 },
  highlights: ['Lasts 5-7 years', 'Installed in 3-5 business days', '5-year warranty'],
  closing: 'Tell us what you drive and the look you want',
};

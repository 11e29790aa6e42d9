import type { MediaId } from 'shared-contracts/media/catalog';

/** The home hero's background pool: 7 images, rotated in this order. */
export const homeHeroImages: readonly MediaId[] = [
  'satin-black-sports-car',
  'hero-paint-sheen',
  'color-shift-sedan',
  'hero-studio-coupe',
  'ceramic-beading',
  'racing-stripe-suv',
  'electric-blue-sports-car',
];

export const HOME_HERO_INTERVAL_MS = 6000;

/** The thumbnail radios' group: the checked one's slide is shown (CSS), and the page turns them while a visitor reads. */
export const HERO_SLIDE_RADIOS = 'hero-image';

/** The town the home page speaks to: the shop's own. */
export const homeTown = 'Chicago';

/** Home keywords name the 15 towns nearest the shop. */
export const HOME_KEYWORD_TOWNS = 15;

export const homeBaseKeywords = [
  'vehicle wraps Chicago',
  'car wraps Chicago',
  'commercial fleet wraps',
  'ceramic coating Chicago',
  'paint protection film Chicago',
  'color change wraps',
  'print and ship vehicle wraps',
];

export const processSteps = [
  {
    title: 'Consult',
    text: 'Tell us about the vehicle and your goals. We inspect the paint and recommend the right film.',
  },
  {
    title: 'Design',
    text: 'Our designers lay out your artwork on a to-scale template of your exact model and send a proof.',
  },
  { title: 'Print', text: 'We print in-house on cast vinyl with UV-resistant inks and a protective laminate.' },
  {
    title: 'Install',
    text: 'Certified installers fit the film indoors, post-heat every edge and walk you round the result.',
  },
] as const;

export const trustStats = [
  { value: '2010', label: 'Wrapping Chicago since' },
  { value: '4.9 / 5', label: 'Average rating, 127+ reviews' },
  { value: '5 years', label: 'Warranty on wraps, PPF & ceramic' },
  { value: '5+ years', label: 'Durability of our cast films' },
] as const;

export const nationwideFeatures = [
  {
    title: 'Custom design',
    text: 'Send your logo and vehicle details; we build print-ready artwork on a template for your model.',
  },
  { title: 'Printing', text: 'Printed and laminated on the same equipment and films we install in our Chicago shop.' },
  {
    title: 'Shipping anywhere in the US',
    text: 'Panels are labelled, rolled and shipped in crush-proof tubes to any address in the United States.',
  },
  {
    title: 'DIY install support',
    text: 'Step-by-step guides and a panel map show you or your local installer where every piece goes.',
  },
  { title: 'Remote support', text: 'Questions mid-install? Our installers answer by phone or video call.' },
] as const;

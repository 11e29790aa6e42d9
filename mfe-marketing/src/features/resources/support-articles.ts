import { pagePaths } from 'shared-contracts/routes/route-table';

import { RESOURCES, SUPPORT, type ResourceArticle } from './resource-article';

/** Facts the support pages state: 50% deposit; estimates valid 30 days; financing 12-60 months (business), 6-36 months (consumer); 14-day installation guarantee; 1-7 business days. */
export const installationProcess: ResourceArticle = {
  path: pagePaths.supportWrapInstallationProcess,
  alsoAt: pagePaths.wrapInstallationProcess,
  title: 'Our Wrap Installation Process',
  eyebrow: 'Support',
  lead: 'What happens from your first call to the day you drive away, and how long each step takes.',
  description:
    'The Wrap Lab Chicago wrap installation process: consultation, design, preparation, installation, post-heating and inspection, in 1-7 business days with a 14-day installation guarantee.',
  image: 'vinyl-install',
  parent: SUPPORT,
  keywords: ['vehicle wrap installation process', 'how long does a wrap take', 'wrap install Chicago'],
  sections: [
    {
      heading: 'Step by step',
      steps: [
        {
          title: 'Consultation and quote',
          text: 'We look at the vehicle, talk through the look and the budget, and send a written quote. Estimates are valid for 30 days.',
        },
        {
          title: 'Design and proof',
          text: 'For printed wraps, our designers send a to-scale proof on your exact vehicle. Nothing is printed until you approve it.',
        },
        {
          title: 'Preparation',
          text: 'The vehicle is washed, clay-barred and degreased; handles, badges and lights come off so the film can wrap behind them.',
        },
        {
          title: 'Installation',
          text: 'Certified installers apply the film panel by panel in our climate-controlled bay, with edges wrapped and seams hidden.',
        },
        {
          title: 'Post-heating and inspection',
          text: 'Every edge and recess is post-heated so the film holds its shape, then inspected under bright lights.',
        },
        {
          title: 'Handover',
          text: 'We walk you around the vehicle and give you the care guide. Plan on a short wait before the first wash.',
        },
      ],
    },
    {
      heading: 'How long it takes',
      list: [
        'Partial wraps and graphics: 1-2 business days.',
        'Full wraps and color changes: 3-5 business days.',
        'Large box trucks and multi-vehicle fleets: up to 7 business days per vehicle group.',
      ],
    },
    {
      heading: 'Our 14-day installation guarantee',
      paragraphs: [
        'If anything about the installation is not right within 14 days, such as a lifted edge, a bubble or a visible seam, bring the vehicle back and we fix it at no charge. After that, our five-year warranty covers installation and film defects.',
      ],
    },
  ],
  extras: ['promo'],
};

export const paymentOptions: ResourceArticle = {
  path: pagePaths.supportPaymentOptions,
  alsoAt: pagePaths.paymentOptions,
  title: 'Payment Options',
  eyebrow: 'Support',
  lead: 'Simple terms: a deposit to book, the balance at pickup, and financing for businesses and individuals.',
  description:
    'Payment options at Wrap Lab Chicago: 50% deposit, estimates valid 30 days, business financing 12-60 months and consumer financing 6-36 months.',
  image: 'fleet-pickups',
  parent: SUPPORT,
  keywords: ['vehicle wrap financing', 'wrap payment options', 'fleet wrap financing Chicago'],
  sections: [
    {
      heading: 'Deposit and balance',
      paragraphs: [
        'A 50% deposit books your installation date and orders the film. The balance is due when you pick up the vehicle.',
        'Estimates are valid for 30 days from the date we send them.',
      ],
    },
    {
      heading: 'Financing',
      list: [
        'Business financing: 12-60 months, for single vehicles and fleets.',
        'Consumer financing: 6-36 months, for color changes, PPF and ceramic coatings.',
        'Approval usually takes one business day; ask us for the application.',
      ],
    },
    {
      heading: 'Ways to pay',
      list: ['Visa, Mastercard, American Express and Discover', 'Business check or ACH transfer', 'Cash at the shop'],
    },
  ],
  extras: ['socialDiscounts', 'promo'],
};

export const ceramicCoatingFaq: ResourceArticle = {
  path: pagePaths.resourcesCeramicCoatingFaq,
  alsoAt: pagePaths.ceramicCoatingFaq,
  title: 'Ceramic Coating FAQ',
  eyebrow: 'Resources',
  lead: 'Straight answers about what a ceramic coating does, how long it lasts and how to look after it.',
  description:
    'Ceramic coating questions answered by Wrap Lab Chicago: durability up to 5 years, care, cost, coating over wraps and PPF.',
  image: 'ceramic-beading',
  parent: RESOURCES,
  keywords: ['ceramic coating FAQ', 'how long does ceramic coating last', 'ceramic coating Chicago'],
  sections: [],
  faqs: [
    {
      question: 'How long does a ceramic coating last?',
      answer: 'Up to 5 years with proper care: regular hand washing with a pH-neutral shampoo and a yearly inspection.',
    },
    {
      question: 'Does it stop rock chips and scratches?',
      answer:
        'No. A coating resists UV, chemical stains and light swirl marks, but rock chips need paint protection film. Many clients put PPF on the front and coat the whole car.',
    },
    {
      question: 'Can you coat a vinyl wrap or PPF?',
      answer: 'Yes. We use coatings made for vinyl and film; they make washing easier and add UV protection.',
    },
    {
      question: 'How long does the car stay at the shop?',
      answer:
        'Usually one to two days: paint correction first, then the coating, then curing indoors before you drive.',
    },
    {
      question: 'When can I wash it?',
      answer:
        'Wait a week before the first wash so the coating can fully cure, and avoid brush car washes for its whole life.',
    },
    {
      question: 'Do I still need to wax?',
      answer:
        'No. Wax would sit on top of the coating and hide its properties. A coating-safe spray sealant every few months is enough.',
    },
  ],
  extras: ['promo'],
};

export const templateLibrary: ResourceArticle = {
  path: pagePaths.resourcesDesignTemplateLibrary,
  alsoAt: pagePaths.designTemplateLibrary,
  title: 'Design Template Library',
  eyebrow: 'Resources',
  lead: 'Vehicle outlines to scale for designers preparing wrap artwork: vans, trucks and specialty vehicles.',
  description:
    'Vehicle wrap design templates from Wrap Lab Chicago: to-scale outlines for commercial vans, trucks and specialty vehicles.',
  image: 'large-format-printer',
  parent: RESOURCES,
  keywords: ['vehicle wrap templates', 'van wrap template', 'truck wrap design template'],
  sections: [
    {
      heading: 'Using the templates',
      paragraphs: [
        'Templates are drawn to scale with door handles, body lines and no-print zones marked. Send your finished file to our designers and we check it against the exact vehicle before printing.',
      ],
    },
  ],
  extras: ['templateLibrary', 'promo'],
};

import { business } from 'shared-contracts/business/business';
import { serviceArea } from 'shared-contracts/business/service-area';

export const aboutStory = [
  'Wrap Lab Chicago started in 2010 in a two-bay garage on the Northwest Side, lettering vans for the plumbers, electricians and bakeries of our own neighborhood. Word spread from one truck to the next, and today our shop at 4711 N. Lamon Ave houses a design studio, large-format printers and climate-controlled install bays.',
  'We still work the way we started: one team designs, prints and installs every job, so nothing is lost between a salesperson, a print house and a subcontractor. The person who measured your vehicle is in the building when it is wrapped.',
  `Alongside wraps and graphics we install paint protection film and ceramic coatings. ${serviceArea.summary} ${serviceArea.printShip} More than 127 customers have reviewed us, with an average rating of 4.9 out of 5.`,
];

export const aboutValues = [
  {
    title: 'Certified installers',
    text: 'Our installers are trained and certified on the films we use, and every edge is post-heated so it stays down.',
  },
  {
    title: 'Printed in-house',
    text: 'We control color, resolution and laminate on our own printers instead of sending files out.',
  },
  {
    title: 'Straight answers',
    text: 'Written quotes, honest advice on whether a wrap, PPF or coating fits your goals, and no surprise fees.',
  },
  {
    title: 'Warranty we stand behind',
    text: '5 years on wraps, ceramic coatings and PPF (3 years on color change wraps), handled by our own team.',
  },
] as const;

export const aboutFacts = [
  { value: '2010', label: 'Founded in Chicago' },
  { value: String(serviceArea.stateCount), label: `Service states: ${business.serviceStateCodes.join(', ')}` },
  { value: '4.9 / 5', label: 'From 127+ reviews' },
  { value: `${serviceArea.radiusMiles} mi`, label: 'Around the shop, where most of our customers are' },
] as const;

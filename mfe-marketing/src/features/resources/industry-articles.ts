import { customerPlace, customers, type Customer } from 'shared-contracts/business/customers';
import { pagePaths } from 'shared-contracts/routes/route-table';

import type { ArticleSection, ResourceArticle } from './resource-article';

const INDUSTRIES = { name: 'Case Studies', url: pagePaths.caseStudies } as const;

/** A customer of the industry as its record tells it: "Fleet graphics on eight crew pickups for Brickline Build in Joliet, IL." */
const recentJob = (customer: Customer & { result: string }): ArticleSection => ({
  heading: 'A recent job',
  paragraphs: [
    `${customer.job[0]?.toUpperCase()}${customer.job.slice(1)} for ${customer.company} in ${customerPlace(customer)}: ${customer.result.toLowerCase()}.`,
  ],
});

export const construction: ResourceArticle = {
  path: pagePaths.industriesConstruction,
  title: 'Vehicle Wraps for Construction Companies',
  eyebrow: 'Industries',
  lead: 'Pickups, dump trucks, trailers and equipment that carry your name to every job site, through mud, dust and salt.',
  description:
    'Construction fleet graphics and truck wraps from Wrap Lab Chicago: durable laminates, job-site visibility and fleet-wide consistency.',
  image: 'construction-pickup',
  parent: INDUSTRIES,
  keywords: ['construction truck wraps', 'contractor fleet graphics', 'trailer wraps Chicago'],
  sections: [
    {
      heading: 'Built for the job site',
      list: [
        'Thick cast film and heavy laminate that stand up to pressure washing',
        'Graphics kept off the lower panels that take road spray',
        'Reflective options for night visibility',
        'Equipment and trailer graphics to match the trucks',
      ],
    },
    {
      heading: 'Why contractors wrap',
      paragraphs: [
        'A truck parked at a site for months is a sign the whole neighborhood reads. A consistent fleet also tells general contractors and inspectors who is on site at a glance.',
      ],
    },
    recentJob(customers.bricklineBuild),
  ],
  extras: ['promo'],
};

export const foodBeverage: ResourceArticle = {
  path: pagePaths.industriesFoodBeverage,
  title: 'Food Truck & Delivery Vehicle Wraps',
  eyebrow: 'Industries',
  lead: 'Food trucks, catering vans and delivery fleets wrapped to be seen, photographed and remembered.',
  description:
    'Food truck wraps and food & beverage fleet graphics from Wrap Lab Chicago: menu boards, photography and colors that sell.',
  image: 'food-truck-wrap',
  parent: INDUSTRIES,
  keywords: ['food truck wrap Chicago', 'catering van graphics', 'delivery van wraps'],
  sections: [
    {
      heading: 'Designed to sell',
      list: [
        'Menus readable from across the street',
        'Food photography printed at full size',
        'Colors that photograph well for social media',
        'Easy-clean laminates around serving windows',
      ],
    },
    {
      heading: 'Fast turnaround',
      paragraphs: [
        'We know a truck off the road loses sales. Printed wraps are usually installed in 3-5 business days, and we schedule around your events.',
      ],
    },
    recentJob(customers.tacosElCamino),
  ],
  extras: ['promo'],
};

export const realEstate: ResourceArticle = {
  path: pagePaths.industriesRealEstate,
  title: 'Vehicle Branding for Real Estate Agents',
  eyebrow: 'Industries',
  lead: 'Tasteful partial wraps and graphics that keep agents and brokerages top of mind, without turning the car into a billboard.',
  description:
    'Real estate vehicle wraps from Wrap Lab Chicago: elegant partial wraps, brokerage colors and QR codes to listings.',
  image: 'real-estate-suv',
  parent: INDUSTRIES,
  keywords: ['real estate car wrap', 'realtor vehicle graphics', 'brokerage fleet branding'],
  sections: [
    {
      heading: 'Professional, not loud',
      list: [
        'Partial wraps in brokerage colors',
        'Agent name, phone and a QR code to current listings',
        'Removable cleanly at lease end',
        'Matching graphics for team vehicles',
      ],
    },
    {
      heading: 'Why it works',
      paragraphs: [
        'Agents drive their market every day. A clean, branded vehicle parked at open houses and listings builds recognition in exactly the neighborhoods you sell.',
      ],
    },
    recentJob(customers.parkAveRealty),
  ],
  extras: ['promo'],
};

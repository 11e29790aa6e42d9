import { customers, type Customer } from 'shared-contracts/business/customers';
import { pagePaths } from 'shared-contracts/routes/route-table';

/** Case studies: one featured, six recent, each with its results. Who, where and which picture come from the customer's record. */
export interface CaseStudy {
  id: string;
  slug: string;
  customer: Customer;
  title: string;
  description: string;
  results: readonly string[];
  story: readonly string[];
}

export const featuredCaseStudy: CaseStudy = {
  id: 'cs-1',
  slug: 'chicago-plumbing-fleet',
  customer: customers.ortizPlumbing,
  title: 'A 12-van plumbing fleet that looks like one company',
  description:
    'Ortiz Plumbing, a family business on the Northwest Side, replaced mismatched magnets and decals with one wrap design across its twelve vans.',
  results: [
    '38% more inbound calls in six months',
    'All 12 vans wrapped over three weekends, no lost workdays',
    'Cost per impression under one cent',
  ],
  story: [
    'The company had grown van by van, and every vehicle carried a different generation of its logo. We designed one layout that works on both their Transit and ProMaster vans, with the phone number sized to read from the next lane.',
    'To keep the crews working, we wrapped four vans each weekend, Friday evening to Monday morning. The owner now asks new customers how they found them: "saw your van" is the most common answer.',
  ],
};

export const recentCaseStudies: readonly CaseStudy[] = [
  {
    id: 'cs-2',
    slug: 'food-truck-launch',
    customer: customers.tacosElCamino,
    title: 'A food truck wrap that sells lunch from a block away',
    description: 'Tacos El Camino, a new taco truck, needed a look that reads at a distance and in photos.',
    results: [customers.tacosElCamino.result, 'Tagged in 400+ customer photos in the first month'],
    story: [
      'We built the design around a menu board that stays readable from across the street and colors that photograph well under evening lights.',
    ],
  },
  {
    id: 'cs-3',
    slug: 'landscaping-pickups',
    customer: customers.northsideLawn,
    title: 'Landscaping pickups that win neighborhood jobs',
    description:
      'Partial wraps and lettering on the six pickups of Northside Lawn, a landscaping company in the north suburbs.',
    results: [
      '22 new contracts traced to truck sightings in one season',
      'Partial wraps at 40% of the cost of full wraps',
    ],
    story: [
      'Trucks parked in driveways all day are billboards for the neighbors. Bold side graphics and a short web address did the work.',
    ],
  },
  {
    id: 'cs-4',
    slug: 'construction-fleet',
    customer: customers.bricklineBuild,
    title: 'Construction fleet graphics built for job sites',
    description:
      'Durable graphics on eight crew pickups for Brickline Build, a general contractor whose trucks live in dust, mud and salt.',
    results: [customers.bricklineBuild.result, 'Instant recognition on multi-contractor sites'],
    story: ['We used a thicker laminate and kept graphics off the lower panels that take the worst of the road spray.'],
  },
  {
    id: 'cs-5',
    slug: 'real-estate-agent-suv',
    customer: customers.parkAveRealty,
    title: 'A real estate SUV that doubles as a listing sign',
    description: 'Tasteful door graphics for a Park Ave Realty broker who drives clients to showings.',
    results: [customers.parkAveRealty.result, 'Removed cleanly at lease end with no paint damage'],
    story: [
      "Clients ride in the car, so the design stays elegant: brokerage colors on the doors, the agent's name, phone number and a QR code to current listings.",
    ],
  },
  {
    id: 'cs-6',
    slug: 'bakery-box-truck',
    customer: customers.lamonBakery,
    title: 'A bakery box truck in the colors of its bread bags',
    description: "A full wrap of Lamon Bakery's delivery box truck in the warm cream and brown of its packaging.",
    results: ['Wholesale inquiries up 30%', 'Printed and installed in 8 business days'],
    story: [
      "We matched the cream and brown to the bakery's bags and boxes and set its name large enough to read from across the street.",
    ],
  },
  {
    id: 'cs-7',
    slug: 'hvac-van-rebrand',
    customer: customers.windyCityHvac,
    title: 'An HVAC rebrand rolled out across two states',
    description:
      'Windy City HVAC, based in Arlington Heights, moved 18 vans in Illinois and Indiana to one livery with our wraps and Print & Ship.',
    results: ['18 vans rebranded in one month', 'Identical results from two installers using our panels'],
    story: [
      'We printed and paneled every wrap in Chicago, installed the Illinois vans ourselves and shipped the Indiana set to a partner installer.',
    ],
  },
];

export const allCaseStudies = [featuredCaseStudy, ...recentCaseStudies];

/** The quote on /case-studies: a case-study customer in their own words. */
export const sampleQuoteCustomer = customers.lamonBakery;

export const industryCards = [
  {
    to: pagePaths.industriesConstruction,
    label: 'Construction',
    text: 'Tough graphics for trucks, trailers and equipment that work in all weather.',
  },
  {
    to: pagePaths.industriesFoodBeverage,
    label: 'Food & Beverage',
    text: 'Food trucks, catering vans and delivery fleets that make people hungry.',
  },
  {
    to: pagePaths.industriesRealEstate,
    label: 'Real Estate',
    text: 'Tasteful vehicle branding that keeps agents and brokerages top of mind.',
  },
] as const;

export const successMeasures = [
  { figure: 'Calls', text: 'We ask every client to track how new customers found them, before and after the wrap.' },
  { figure: 'Impressions', text: 'A wrapped vehicle in Chicago traffic is seen by thousands of people a day.' },
  { figure: 'Durability', text: 'We check fleets at the one-year mark and fix any edge or panel under warranty.' },
] as const;

/** Case studies: one featured, six recent, each with its results. */
export interface CaseStudy {
  id: string;
  slug: string;
  title: string;
  description: string;
  image: string;
  industry: string;
  location: string;
  results: readonly string[];
  story: readonly string[];
}

export const featuredCaseStudy: CaseStudy = {
  id: 'cs-1',
  slug: 'chicago-plumbing-fleet',
  title: 'A 12-van plumbing fleet that looks like one company',
  description:
    'Ortiz Plumbing, a family business on the Northwest Side, replaced mismatched magnets and decals with one wrap design across its twelve vans.',
  image: 'plumbing-van-wrap',
  industry: 'Home services',
  location: 'Chicago, IL',
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
    title: 'A food truck wrap that sells lunch from a block away',
    description: 'A new taco truck needed a look that reads at a distance and in photos.',
    image: 'food-truck-wrap',
    industry: 'Food & beverage',
    location: 'Chicago, IL',
    results: ['Sold out on 9 of its first 10 days', 'Tagged in 400+ customer photos in the first month'],
    story: [
      'We built the design around a menu board that stays readable from across the street and colors that photograph well under evening lights.',
    ],
  },
  {
    id: 'cs-3',
    slug: 'landscaping-pickups',
    title: 'Landscaping pickups that win neighborhood jobs',
    description: 'Partial wraps on six pickups for a landscaping company in the western suburbs.',
    image: 'landscaping-pickup',
    industry: 'Landscaping',
    location: 'Naperville, IL',
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
    title: 'Construction fleet graphics built for job sites',
    description: 'Durable graphics for a general contractor whose trucks live in dust, mud and salt.',
    image: 'construction-pickup',
    industry: 'Construction',
    location: 'Schaumburg, IL',
    results: ['Graphics intact after two winters', 'Instant recognition on multi-contractor sites'],
    story: ['We used a thicker laminate and kept graphics off the lower panels that take the worst of the road spray.'],
  },
  {
    id: 'cs-5',
    slug: 'real-estate-agent-suv',
    title: 'A real estate SUV that doubles as a listing sign',
    description: 'A tasteful partial wrap for an agent who drives clients to showings.',
    image: 'real-estate-suv',
    industry: 'Real estate',
    location: 'Evanston, IL',
    results: ['11 listing inquiries from the vehicle in a year', 'Removed cleanly at lease end with no paint damage'],
    story: [
      "Clients ride in the car, so the design stays elegant: brokerage colors, the agent's name and a QR code to current listings.",
    ],
  },
  {
    id: 'cs-6',
    slug: 'bakery-box-truck',
    title: 'A bakery box truck wrapped in its best sellers',
    description: 'Full-color printed wrap of a box truck with product photography.',
    image: 'box-truck-bakery',
    industry: 'Food & beverage',
    location: 'Oak Park, IL',
    results: ['Wholesale inquiries up 30%', 'Printed and installed in 8 business days'],
    story: ["We printed the bakery's own product photos at full size and color-matched the logo to its packaging."],
  },
  {
    id: 'cs-7',
    slug: 'hvac-van-rebrand',
    title: 'An HVAC rebrand rolled out across two states',
    description: 'Print & ship graphics for an HVAC company with branches in Illinois and Indiana.',
    image: 'hvac-van-wrap',
    industry: 'Home services',
    location: 'Gary, IN',
    results: ['18 vans rebranded in one month', 'Identical results from two installers using our panels'],
    story: [
      'We printed and paneled every wrap in Chicago, installed the Illinois vans ourselves and shipped the Indiana set to a partner installer.',
    ],
  },
];

export const allCaseStudies = [featuredCaseStudy, ...recentCaseStudies];

export const sampleQuote = {
  quote:
    'The wrap paid for itself before the end of the first quarter. People call and say they saw our van on the Kennedy.',
  author: 'Marco O.',
  position: 'Owner',
  company: 'Ortiz Plumbing',
  image: 'fleet-vans',
} as const;

export const industryCards = [
  {
    to: '/industries/construction',
    label: 'Construction',
    text: 'Tough graphics for trucks, trailers and equipment that work in all weather.',
  },
  {
    to: '/industries/food-beverage',
    label: 'Food & Beverage',
    text: 'Food trucks, catering vans and delivery fleets that make people hungry.',
  },
  {
    to: '/industries/real-estate',
    label: 'Real Estate',
    text: 'Tasteful vehicle branding that keeps agents and brokerages top of mind.',
  },
] as const;

export const successMeasures = [
  { figure: 'Calls', text: 'We ask every client to track how new customers found them, before and after the wrap.' },
  { figure: 'Impressions', text: 'A wrapped vehicle in Chicago traffic is seen by thousands of people a day.' },
  { figure: 'Durability', text: 'We check fleets at the one-year mark and fix any edge or panel under warranty.' },
] as const;

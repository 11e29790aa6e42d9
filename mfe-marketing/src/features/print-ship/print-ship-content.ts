import { customers } from 'shared-contracts/business/customers';

/** Print & ship: shipping and production times, customers, the price range (on the page and in the JSON-LD), and the installer directory. */
export const printShipFacts = {
  shipping: '3-5 business days',
  production: '5-10 business days after design approval',
  customers: '3,500+',
  commercialRange: '$2,500-$5,000',
  structuredDataPriceRange: { low: 500, high: 5000 },
} as const;

export const builderSteps = [
  {
    title: 'Tell us the vehicle',
    text: 'Year, make and model, or the exact van or truck body. We work from precise templates for thousands of vehicles.',
  },
  {
    title: 'Design or upload',
    text: 'Send your artwork or have our designers build it from your logo. You see a to-scale proof on your vehicle.',
  },
  { title: 'Approve the proof', text: `Production starts once you approve: ${printShipFacts.production}.` },
  {
    title: 'Printed and laminated',
    text: 'Printed on our large-format printers on cast vinyl, laminated, trimmed and paneled for install.',
  },
  {
    title: 'Shipped to your installer',
    text: `Rolled, boxed and shipped anywhere in the United States in ${printShipFacts.shipping}.`,
  },
] as const;

export const printShipBenefits = [
  {
    title: 'Nationwide shipping',
    text: `Anywhere in the continental United States in ${printShipFacts.shipping}, tracked and insured.`,
  },
  {
    title: 'Premium cast film',
    text: '3M and Avery Dennison cast vinyl with matching laminate, rated for years of outdoor use.',
  },
  {
    title: 'Panels ready to install',
    text: 'Every panel is labelled and overlapped the way installers expect, with a printed install map.',
  },
  {
    title: 'Color matched',
    text: 'Brand colors are matched to your Pantone references and checked against a printed swatch.',
  },
  {
    title: 'Designers on call',
    text: 'Our in-house designers adjust your artwork for doors, handles and body lines before anything prints.',
  },
  {
    title: `${printShipFacts.customers} customers`,
    text: `Businesses across the country order their fleet graphics from us; commercial wraps typically run ${printShipFacts.commercialRange}.`,
  },
] as const;

export interface Installer {
  city: string;
  name: string;
  address: string;
  phone: string;
  isOurShop: boolean;
}

export const installers: readonly Installer[] = [
  {
    city: 'Chicago, IL',
    name: 'Wrap Lab Chicago',
    address: '4711 N. Lamon Ave, Chicago, IL 60630',
    phone: '(773) 555-0148',
    isOurShop: true,
  },
  {
    city: 'Milwaukee, WI',
    name: 'Lakefront Wrap Co.',
    address: '2150 S. 1st St, Milwaukee, WI 53207',
    phone: '(414) 555-0182',
    isOurShop: false,
  },
  {
    city: 'Indianapolis, IN',
    name: 'Circle City Graphics',
    address: '1340 E. Washington St, Indianapolis, IN 46202',
    phone: '(317) 555-0127',
    isOurShop: false,
  },
  {
    city: 'Grand Rapids, MI',
    name: 'River Bend Vehicle Wraps',
    address: '640 Leonard St NW, Grand Rapids, MI 49504',
    phone: '(616) 555-0163',
    isOurShop: false,
  },
  {
    city: 'Detroit, MI',
    name: 'Motor City Film Works',
    address: '5800 Michigan Ave, Detroit, MI 48210',
    phone: '(313) 555-0114',
    isOurShop: false,
  },
  {
    city: 'St. Louis, MO',
    name: 'Gateway Wrap Studio',
    address: '3120 Locust St, St. Louis, MO 63103',
    phone: '(314) 555-0175',
    isOurShop: false,
  },
];

/** The Print & Ship customer quoted on /print-ship: its Indiana vans were wrapped from panels we shipped. */
export const printShipCustomer = customers.windyCityHvac;

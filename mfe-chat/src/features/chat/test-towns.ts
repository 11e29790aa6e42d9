import type { Town, TownLookup } from 'shared-contracts/towns/town-lookup';

/** A small town list standing in for the locations remote's lookup in tests. */
export const testTowns: Town[] = [
  {
    id: 'chicago',
    name: 'Chicago',
    state: 'IL',
    county: 'Cook',
    population: 2_700_000,
    distance: 0,
    latitude: 41.88,
    longitude: -87.63,
  },
  {
    id: 'evanston',
    name: 'Evanston',
    state: 'IL',
    county: 'Cook',
    population: 75_000,
    distance: 13,
    latitude: 42.05,
    longitude: -87.69,
  },
  {
    id: 'skokie',
    name: 'Skokie',
    state: 'IL',
    county: 'Cook',
    population: 67_000,
    distance: 15,
    latitude: 42.03,
    longitude: -87.73,
  },
  {
    id: 'oak-park',
    name: 'Oak Park',
    state: 'IL',
    county: 'Cook',
    population: 52_000,
    distance: 9,
    latitude: 41.89,
    longitude: -87.78,
  },
  {
    id: 'gary',
    name: 'Gary',
    state: 'IN',
    county: 'Lake',
    population: 69_000,
    distance: 28,
    latitude: 41.6,
    longitude: -87.35,
  },
  {
    id: 'kenosha',
    name: 'Kenosha',
    state: 'WI',
    county: 'Kenosha',
    population: 99_000,
    distance: 55,
    latitude: 42.58,
    longitude: -87.82,
  },
];

export function testLookup(towns: Town[] = testTowns): TownLookup {
  return {
    normaliseSlug: (slug) => slug.trim().toLowerCase().replace(/\s+/g, '-'),
    findTown: (slug) => towns.find((town) => town.id === slug),
    // Distance from Chicago stands in for distance between towns: enough for these tests.
    townsWithin: (centre, miles, limit = Infinity) =>
      towns
        .filter((town) => Math.abs(town.distance - centre.distance) <= miles)
        .sort((a, b) => Math.abs(a.distance - centre.distance) - Math.abs(b.distance - centre.distance))
        .slice(0, limit),
    similarTowns: () => [],
    allTowns: () => towns,
  };
}

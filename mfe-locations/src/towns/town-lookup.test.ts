import { business } from 'shared-contracts/business/business';
import { normaliseSlug } from 'shared-contracts/towns/slug';
import type { Town } from 'shared-contracts/towns/town-lookup';

import { milesBetween } from './distance';
import { createTownLookup, townLookup } from './town-lookup';

const town = (id: string, name: string, population: number, latitude?: number, longitude?: number): Town => ({
  id,
  name,
  state: 'IL',
  county: 'Cook County',
  population,
  distance: 10,
  latitude,
  longitude,
});

const sample = [
  town('evanston', 'Evanston', 75527, 42.04114, -87.69006),
  town('skokie', 'Skokie', 64821, 42.03336, -87.73339),
  town('oak-park', 'Oak Park', 52287, 41.88503, -87.7845),
  town('oak-lawn', 'Oak Lawn', 56781, 41.71087, -87.75811),
  town('naperville', 'Naperville', 147100, 41.78586, -88.14729),
  town('aurora', 'Aurora', 200661, 41.76058, -88.32007),
];
const lookup = createTownLookup(sample);

describe('normaliseSlug', () => {
  it('lowercases and turns spaces into hyphens', () => {
    expect(normaliseSlug('Oak Park')).toBe('oak-park');
    expect(normaliseSlug('  ARLINGTON   Heights ')).toBe('arlington-heights');
    expect(normaliseSlug('naperville')).toBe('naperville');
  });
});

describe('findTown', () => {
  it('finds a town by its slug in any case or spacing', () => {
    expect(lookup.findTown('Oak Park')?.name).toBe('Oak Park');
    expect(lookup.findTown('EVANSTON')?.id).toBe('evanston');
  });

  it('answers undefined for a town the business does not list', () => {
    expect(lookup.findTown('springfield')).toBeUndefined();
    expect(lookup.findTown('')).toBeUndefined();
  });
});

describe('townsWithin', () => {
  it('lists the other towns inside the radius, nearest first', () => {
    const evanston = lookup.findTown('evanston') as Town;
    expect(lookup.townsWithin(evanston, 12).map((t) => t.id)).toEqual(['skokie', 'oak-park']);
  });

  it('stops at the limit', () => {
    const evanston = lookup.findTown('evanston') as Town;
    expect(lookup.townsWithin(evanston, 100, 2).map((t) => t.id)).toEqual(['skokie', 'oak-park']);
  });

  it('measures from the Chicago shop when a town has no coordinates', () => {
    const nowhere = town('nowhere', 'Nowhere', 1000);
    expect(lookup.townsWithin(nowhere, 6.5).map((t) => t.id)).toEqual(['skokie', 'oak-park', 'evanston']);
  });
});

describe('similarTowns', () => {
  it('suggests the town a typo points at', () => {
    expect(lookup.similarTowns('napervile').map((t) => t.id)).toEqual(['naperville']);
    expect(lookup.similarTowns('evanstn').map((t) => t.id)).toEqual(['evanston']);
  });

  it('matches the start of an id or a name, bigger towns first, three at most by default', () => {
    expect(lookup.similarTowns('oak').map((t) => t.id)).toEqual(['oak-lawn', 'oak-park']);
    expect(lookup.similarTowns('Oak Park').map((t) => t.id)[0]).toBe('oak-park');
  });

  it('honours the limit and finds nothing for an unrelated word', () => {
    expect(lookup.similarTowns('a', 1)).toHaveLength(1);
    expect(lookup.similarTowns('zzzzzzzz')).toEqual([]);
    expect(lookup.similarTowns('   ')).toEqual([]);
  });
});

describe('the served towns', () => {
  const all = townLookup.allTowns();

  it('lists at least 150 towns across the four service states, and the cities the other region pages list', () => {
    expect(all.filter((t) => ['IL', 'IN', 'MI', 'WI'].includes(t.state)).length).toBeGreaterThanOrEqual(150);
    for (const state of ['IA', 'MO', 'OH']) expect(all.filter((t) => t.state === state)).toHaveLength(15);
  });

  it("measures every town's miles from the shop from its own coordinates", () => {
    expect(townLookup.findTown('des-moines')).toMatchObject({
      state: 'IA',
      county: 'Polk County',
      population: 210330,
      distance: 303,
    });
    for (const t of all.filter((town) => town.distance > 0)) {
      expect(t.distance).toBe(
        Math.round(
          milesBetween(business.geo.latitude, business.geo.longitude, t.latitude as number, t.longitude as number),
        ),
      );
    }
  });

  it('has unique ids in slug form and Chicago as the home base at 0 miles', () => {
    expect(new Set(all.map((t) => t.id)).size).toBe(all.length);
    for (const t of all) expect(t.id).toBe(normaliseSlug(t.id));
    expect(townLookup.findTown('chicago')).toMatchObject({
      name: 'Chicago',
      state: 'IL',
      county: 'Cook County',
      distance: 0,
    });
    expect(all.filter((t) => t.distance === 0).map((t) => t.id)).toEqual(['chicago']);
  });

  it('gives every town a county, a population and coordinates', () => {
    for (const t of all) {
      // Independent cities are their own county-level division (GeoNames: "City of Saint Louis").
      expect(t.county).toMatch(/ County$|^City of /);
      expect(t.population).toBeGreaterThan(1000);
      expect(t.latitude).toEqual(expect.any(Number));
    }
  });

  it('keeps the plain slug for the nearer of two namesakes', () => {
    expect(townLookup.findTown('oak-park')?.state).toBe('IL');
    expect(townLookup.findTown('evanston')?.distance).toBe(6);
  });
});

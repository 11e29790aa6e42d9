import type { Town } from 'shared-contracts/towns/town-lookup';

import { groupByState, popularTowns, printShipStateCards, stateCards, stateName } from './locations-index';

const town = (id: string, name: string, state: string, distance: number): Town =>
  ({ id, name, state, county: 'Some County', population: 10000, distance }) as Town;

const towns = [
  town('chicago', 'Chicago', 'IL', 0),
  town('gary', 'Gary', 'IN', 33),
  town('evanston', 'Evanston', 'IL', 6),
  town('kenosha', 'Kenosha', 'WI', 43),
  town('aurora', 'Aurora', 'IL', 33),
  town('hammond', 'Hammond', 'IN', 29),
  town('toledo', 'Toledo', 'OH', 220),
  town('nowhere', 'Nowhere', 'XX', 900),
];

describe('locations index', () => {
  it('counts the locations of each service state in the page order', () => {
    expect(stateCards(towns).map((c) => [c.name, c.slug, c.count])).toEqual([
      ['Illinois', 'illinois', 3],
      ['Michigan', 'michigan', 0],
      ['Indiana', 'indiana', 2],
      ['Wisconsin', 'wisconsin', 1],
    ]);
  });

  it('counts the locations of Iowa, Missouri and Ohio on their own cards', () => {
    expect(printShipStateCards(towns).map((c) => [c.name, c.slug, c.count])).toEqual([
      ['Iowa', 'iowa', 0],
      ['Missouri', 'missouri', 0],
      ['Ohio', 'ohio', 1],
    ]);
  });

  it('takes the first towns of a state in data order', () => {
    expect(popularTowns(towns, 'IL', 2).map((t) => t.id)).toEqual(['chicago', 'evanston']);
    expect(popularTowns(towns, 'IL').map((t) => t.id)).toEqual(['chicago', 'evanston', 'aurora']);
  });

  it('groups by state code, then sorts towns by name', () => {
    expect(groupByState(towns).map((g) => [g.code, g.name, g.towns.map((t) => t.name)])).toEqual([
      ['IL', 'Illinois', ['Aurora', 'Chicago', 'Evanston']],
      ['IN', 'Indiana', ['Gary', 'Hammond']],
      ['OH', 'Ohio', ['Toledo']],
      ['WI', 'Wisconsin', ['Kenosha']],
      ['XX', 'XX', ['Nowhere']],
    ]);
  });

  it('shows an unknown state code as is', () => {
    expect(stateName('MI')).toBe('Michigan');
    expect(stateName('MO')).toBe('Missouri');
    expect(stateName('XX')).toBe('XX');
  });
});

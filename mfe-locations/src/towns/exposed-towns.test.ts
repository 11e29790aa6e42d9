import type { TownLookup } from 'shared-contracts/towns/town-lookup';

import * as exposed from './exposed-towns';
import lookupObject from './exposed-towns';

describe('the ./towns federated module', () => {
  it('is itself a town lookup the other parts can call', () => {
    const lookup: TownLookup = exposed;
    expect(lookup.findTown('Oak Park')?.name).toBe('Oak Park');
    expect(lookup.similarTowns('napervile', 3).map((t) => t.name)).toContain('Naperville');
    expect(lookup.normaliseSlug('Des Plaines')).toBe('des-plaines');
    expect(lookup.allTowns().length).toBeGreaterThanOrEqual(150);
  });

  it('also offers the lookup as its default export', () => {
    expect(lookupObject.findTown('evanston')?.county).toBe('Cook County');
  });
});

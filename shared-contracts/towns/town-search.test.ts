import { describe, expect, it } from 'vitest';

import { townSearchSlugs, unknownTownUrl } from './town-search';

describe('the town search', () => {
  it('tries the normalised slug first, as the town pages read it', () => {
    expect(townSearchSlugs('  Oak Park ')[0]).toBe('oak-park');
    expect(townSearchSlugs('Arlington   Heights')[0]).toBe('arlington-heights');
  });

  it('then reads the way the suggestions and the postal names are written', () => {
    expect(townSearchSlugs('St. Louis')).toContain('st-louis');
    expect(townSearchSlugs('Niles, MI')).toContain('niles-mi');
    expect(townSearchSlugs('Naperville, IL')).toEqual(['naperville,-il', 'naperville-il', 'naperville']);
  });

  it('gives nothing to look up for blank words', () => {
    expect(townSearchSlugs('   ')).toEqual([]);
  });

  it('sends an unknown town back to the index with its words and the message in view', () => {
    expect(unknownTownUrl(' Atlantis & Co ')).toBe('/locations?not-found=Atlantis+%26+Co#town-not-found');
  });
});

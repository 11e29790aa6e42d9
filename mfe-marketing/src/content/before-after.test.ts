import { mediaImage } from 'shared-contracts/media/catalog';

import { beforeAfterPairs, beforeAfterPairsFor, homeBeforeAfterIds, homeBeforeAfterPairs } from './before-after';

describe('before/after pairs', () => {
  it('pair a picture drawn as a before with one drawn as an after', () => {
    for (const pair of beforeAfterPairs) {
      expect(mediaImage(pair.before).alt, pair.id).toMatch(/^Before\b/);
      expect(mediaImage(pair.after).alt, pair.id).toMatch(/^After\b/);
    }
  });

  it('give the home page every pair it names, up to three, and each service page its own', () => {
    expect(homeBeforeAfterPairs().map((pair) => pair.id)).toEqual(homeBeforeAfterIds);
    expect(homeBeforeAfterIds.length).toBeLessThanOrEqual(3);
    expect(beforeAfterPairsFor('color-change-wraps').map((pair) => pair.id)).toEqual([
      'color-change-sedan',
      'color-change-suv',
    ]);
    expect(beforeAfterPairsFor('paint-protection-film').map((pair) => pair.id)).toEqual(['ppf-sedan']);
    expect(beforeAfterPairsFor('ceramic-coatings').map((pair) => pair.id)).toEqual(['ceramic-suv']);
    expect(beforeAfterPairsFor('fleet-graphics')).toEqual([]);
  });
});

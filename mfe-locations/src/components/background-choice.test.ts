import { paintedLettering } from 'shared-contracts/media/catalog';

import {
  adjacentRegionThumbnails,
  backgroundIndexForId,
  cyclicItem,
  nextBackground,
  randomBackgroundIndex,
  regionBackgrounds,
  townBackgrounds,
} from './background-choice';

describe('background choice', () => {
  it('picks a town background by the first character of the id', () => {
    // 'a' is 97 -> 1, 'c' is 99 -> 3, 'e' is 101 -> 1, 'n' is 110 -> 2
    expect(townBackgrounds[backgroundIndexForId('aurora', 4)]).toBe('color-shift-sedan');
    expect(townBackgrounds[backgroundIndexForId('chicago', 4)]).toBe('electric-blue-sports-car');
    expect(backgroundIndexForId('evanston', 4)).toBe(backgroundIndexForId('elgin', 4));
    expect(backgroundIndexForId('naperville', 4)).toBe(2);
    expect(backgroundIndexForId('', 4)).toBe(0);
  });

  it('moves to the next image on failure, wraps around, and gives up after the whole pool', () => {
    expect(nextBackground(1, 1, 4)).toBe(2);
    expect(nextBackground(3, 2, 4)).toBe(0);
    expect(nextBackground(2, 4, 4)).toBeNull();
  });

  it('draws a random start inside the pool', () => {
    expect(randomBackgroundIndex(5, () => 0)).toBe(0);
    expect(randomBackgroundIndex(5, () => 0.999)).toBe(4);
    expect(randomBackgroundIndex(5, () => 0.5)).toBe(2);
  });

  it('cycles nearby-region thumbnails through four images', () => {
    expect([0, 1, 2, 3, 4, 5].map((i) => cyclicItem(adjacentRegionThumbnails, i))).toEqual([
      'hvac-van-wrap',
      'matte-military-green-suv',
      'food-truck-wrap',
      'nardo-grey-sedan',
      'hvac-van-wrap',
      'matte-military-green-suv',
    ]);
  });

  it('draws no painted lettering behind a town or region headline', () => {
    expect([...townBackgrounds, ...regionBackgrounds].filter(paintedLettering)).toEqual([]);
  });
});

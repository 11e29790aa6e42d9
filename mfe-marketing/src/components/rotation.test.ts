import { nextIndex, resolveIndex } from './rotation';

describe('resolveIndex', () => {
  it('keeps an index inside the pool', () => {
    expect(resolveIndex(3, 7)).toBe(3);
  });

  it('falls back to the first image when the index is out of range or not a whole number', () => {
    expect(resolveIndex(7, 7)).toBe(0);
    expect(resolveIndex(-1, 7)).toBe(0);
    expect(resolveIndex(2.5, 7)).toBe(0);
    expect(resolveIndex(Number.NaN, 7)).toBe(0);
  });
});

describe('nextIndex', () => {
  it('wraps round to the first image after the last', () => {
    expect(nextIndex(6, 7)).toBe(0);
  });

  it('passes over images that failed to load', () => {
    const failed = new Set([1, 2]);
    expect(nextIndex(0, 7, (i) => failed.has(i))).toBe(3);
  });

  it('stays put when every other image failed', () => {
    expect(nextIndex(4, 5, (i) => i !== 4)).toBe(4);
  });
});

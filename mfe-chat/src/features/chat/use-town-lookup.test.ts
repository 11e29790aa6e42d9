import { testLookup } from './test-towns';
import { asTownLookup } from './use-town-lookup';

describe('asTownLookup', () => {
  it('takes the exposed module itself, or its default export', () => {
    const lookup = testLookup();
    expect(asTownLookup(lookup)).toBe(lookup);
    expect(asTownLookup({ default: lookup })).toBe(lookup);
  });

  it('refuses a module without the lookup', () => {
    expect(asTownLookup({})).toBeNull();
    expect(asTownLookup(null)).toBeNull();
    expect(asTownLookup({ default: { findTown: 'not a function' } })).toBeNull();
  });
});

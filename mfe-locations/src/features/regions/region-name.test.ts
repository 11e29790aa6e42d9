import { capitaliseRegion, isGenericRegion } from './region-name';

describe('region names', () => {
  it('capitalises the region the page was given', () => {
    expect(capitaliseRegion('illinois')).toBe('Illinois');
    expect(capitaliseRegion('WISCONSIN')).toBe('Wisconsin');
    expect(capitaliseRegion('new mexico')).toBe('New Mexico');
  });

  it('accepts the four service states in any case and nothing else', () => {
    expect(isGenericRegion('Michigan')).toBe(true);
    expect(isGenericRegion('indiana')).toBe(true);
    expect(isGenericRegion('ohio')).toBe(false);
    expect(isGenericRegion('')).toBe(false);
  });
});

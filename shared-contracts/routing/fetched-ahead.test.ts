import { fetchedAhead } from './fetched-ahead';

describe('pages fetched ahead of a visit', () => {
  it.each(['/', '/contact', '/locations/evanston', '/shopping/wrap-lab-tee', '/regions/illinois'])(
    '%s may be fetched ahead',
    (pathname) => expect(fetchedAhead(pathname)).toBe(true),
  );

  it.each(['/api/quote', '/robots.txt', '/media/hero.webp', '/checkout', '/thank-you', '/dashboard', '/member/orders'])(
    '%s never is',
    (pathname) => expect(fetchedAhead(pathname)).toBe(false),
  );

  it('reads a pattern whole, not as a prefix', () => {
    expect(fetchedAhead('/checkout-guide')).toBe(true);
    expect(fetchedAhead('/apiary')).toBe(true);
  });
});

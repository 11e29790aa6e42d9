import {
  concretePaths,
  findRoute,
  isDrawnFromStoredState,
  matchPattern,
  ownerOf,
  pagePaths,
  pagesDrawnFromStoredState,
  pathTo,
  routesOwnedBy,
  routeTable,
  showsChat,
} from './route-table';

describe('route ownership', () => {
  it.each([
    ['/', 'marketing'],
    ['/services/vehicle-wraps', 'marketing'],
    ['/about/careers', 'marketing'],
    ['/careers', 'marketing'],
    ['/support/payment-options', 'marketing'],
    ['/payment-options', 'marketing'],
    ['/locations/oak-park', 'locations'],
    ['/regions/iowa', 'locations'],
    ['/shop', 'shop'],
    ['/shopping/vinyl-roll', 'shop'],
    ['/shop/vinyl-roll', 'shop'],
    ['/dashboard', 'member'],
    ['/member-dashboard', 'member'],
  ])('%s belongs to %s', (path, owner) => {
    expect(ownerOf(path)).toBe(owner);
  });

  it('ignores a trailing slash', () => {
    expect(ownerOf('/gallery/')).toBe('marketing');
  });

  it('owns no unknown path, so the shell shows not-found', () => {
    expect(ownerOf('/no-such-page')).toBeUndefined();
    expect(ownerOf('/locations/evanston/extra')).toBeUndefined();
  });

  it('prefers a literal route over a parameter', () => {
    expect(findRoute('/blog/category/design-trends')?.page).toBe('Blog category');
    expect(findRoute('/blog/wrap-care')?.page).toBe('Blog article');
  });

  it('decodes parameters', () => {
    expect(matchPattern('/locations/:townSlug', '/locations/Oak%20Park')).toEqual({ townSlug: 'Oak Park' });
  });

  it('lists every route of both spec documents', () => {
    const patterns = routeTable.map((r) => r.pattern);
    for (const path of [
      '/',
      '/about',
      '/about/our-team',
      '/about/careers',
      '/services',
      '/services/:serviceSlug',
      '/contact',
      '/gallery',
      '/locations',
      '/locations/:townSlug',
      '/regions',
      '/regions/:region',
      '/testimonials',
      '/warranty-information',
      '/wrap-insurance',
      '/training-classes',
      '/thank-you',
      '/blog',
      '/case-studies',
      '/towns',
      '/print-ship',
      '/shop',
      '/shop/:productId',
      '/checkout',
      '/login',
      '/register',
      '/dashboard',
      '/support/wrap-installation-process',
      '/support/payment-options',
      '/resources/vinyl-wrap-care-guide',
      '/resources/ceramic-coating-faq',
      '/resources/design-template-library',
      '/industries/construction',
      '/industries/food-beverage',
      '/industries/real-estate',
      '/shopping',
      '/shopping/:productId',
      '/member-dashboard',
      '/privacy-policy',
      '/terms-of-service',
      '/sitemap',
      '/blog/:postId',
      '/blog/category/:category',
      '/case-studies/:slug',
      '/our-team',
      '/careers',
    ]) {
      expect(patterns).toContain(path);
    }
  });

  it('gives every route an example path that it owns', () => {
    for (const route of routeTable) expect(findRoute(route.example)).toBe(route);
    expect(routesOwnedBy('shop').map((r) => r.pattern)).toContain('/checkout');
  });
});

describe('where the chat shows', () => {
  it.each([
    '/',
    '/about',
    '/contact',
    '/services/vehicle-wraps',
    '/shop',
    '/shopping/wrap-lab-tee',
    '/locations/evanston',
    '/regions/ohio',
    '/login',
    '/no-such-page',
  ])('on %s', (path) => {
    expect(showsChat(path)).toBe(true);
  });

  it.each(['/checkout', '/checkout/', '/thank-you'])('not on %s', (path) => {
    expect(showsChat(path)).toBe(false);
  });
});

describe('pages drawn from what the browser stores', () => {
  it.each([
    '/checkout',
    '/thank-you',
    '/dashboard',
    '/member-dashboard',
    '/member-profile',
    '/my-orders',
    '/payment-methods',
  ])('%s', (path) => {
    expect(isDrawnFromStoredState(path)).toBe(true);
  });

  it.each(['/', '/shopping', '/shop/wrap-lab-tee', '/login', '/register', '/contact', '/locations/evanston'])(
    'not %s: its server HTML is the page',
    (path) => {
      expect(isDrawnFromStoredState(path)).toBe(false);
    },
  );

  it('names only pages of the table', () => {
    for (const path of pagesDrawnFromStoredState) expect(findRoute(path), path).toBeDefined();
  });
});

describe('the concrete paths an owner serves', () => {
  const memberPatterns = routesOwnedBy('member').map((r) => r.pattern);
  const shopValues = { '/shop/:productId': ['tee', 'hoodie'], '/shopping/:productId': ['tee', 'hoodie'] };

  it('gives each literal route once', () => {
    expect(concretePaths('member', {})).toEqual(memberPatterns);
    const shop = concretePaths('shop', shopValues);
    for (const literal of ['/shop', '/shopping', '/checkout', '/thank-you'])
      expect(shop.filter((p) => p === literal)).toHaveLength(1);
  });

  it('gives each data route once per value, in the order given, and leaves no pattern behind', () => {
    const shop = concretePaths('shop', shopValues);
    expect(shop.filter((p) => p.startsWith('/shop/'))).toEqual(['/shop/tee', '/shop/hoodie']);
    expect(shop.filter((p) => p.startsWith('/shopping/'))).toEqual(['/shopping/tee', '/shopping/hoodie']);
    expect(shop).toHaveLength(4 + 4);
    expect(shop.some((p) => p.includes(':'))).toBe(false);
  });

  it('URL-encodes the values, so each path still matches its route and decodes back', () => {
    const paths = concretePaths('locations', {
      '/locations/:townSlug': ['oak park', 'a/b', 'café'],
      '/regions/:region': ['iowa'],
    });
    expect(paths).toEqual(
      expect.arrayContaining(['/locations/oak%20park', '/locations/a%2Fb', '/locations/caf%C3%A9', '/regions/iowa']),
    );
    expect(matchPattern('/locations/:townSlug', '/locations/a%2Fb')).toEqual({ townSlug: 'a/b' });
    expect(ownerOf('/locations/a%2Fb')).toBe('locations');
  });

  it('throws naming the pattern when a data route has no values', () => {
    expect(() => concretePaths('shop', { '/shop/:productId': ['tee'] })).toThrow('/shopping/:productId');
    expect(() => concretePaths('locations', { '/locations/:townSlug': ['evanston'] })).toThrow(
      /locations gives no values for \/regions\/:region/,
    );
    expect(() => concretePaths('locations', { '/locations/:townSlug': [], '/regions/:region': ['ohio'] })).toThrow(
      /locations gives no values for \/locations\/:townSlug/,
    );
  });
});

describe('pagePaths and pathTo', () => {
  it('name every row of the table once', () => {
    expect(Object.values(pagePaths).sort()).toEqual(routeTable.map((row) => row.pattern).sort());
  });

  it('fill a parameter, encoded, into a path the table serves', () => {
    expect(pathTo(pagePaths.town, 'oak-park')).toBe('/locations/oak-park');
    expect(findRoute(pathTo(pagePaths.town, 'oak-park'))?.page).toBe('Town page');
    expect(pathTo(pagePaths.blogCategory, 'wraps & care')).toBe('/blog/category/wraps%20%26%20care');
  });

  it('refuse a path with no parameter', () => {
    expect(() => pathTo(pagePaths.contact, 'x')).toThrow('/contact has no parameter to fill');
  });
});

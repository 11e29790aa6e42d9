/**
 * Who owns which path. The shell registers one single-spa application per remote from this
 * table, every remote renders only its own rows, and not-found is whatever no row matches.
 */
export const remoteNames = ['marketing', 'locations', 'shop', 'member', 'chat'] as const;
export type RemoteName = (typeof remoteNames)[number];
export type PageOwner = Exclude<RemoteName, 'chat'>;

export interface RouteEntry {
  /** react-router style: literal segments and `:param` segments. */
  readonly pattern: string;
  readonly owner: PageOwner;
  /** What the page is, for people reading the table and for placeholder titles. */
  readonly page: string;
  /** A concrete path that must render this page (used by the e2e ownership test and the sitemap). */
  readonly example: string;
}

const route = (owner: PageOwner, pattern: string, page: string, example = pattern): RouteEntry => ({
  pattern,
  owner,
  page,
  example,
});

export const routeTable: readonly RouteEntry[] = [
  route('marketing', '/', 'Home'),
  route('marketing', '/about', 'About'),
  route('marketing', '/about/our-team', 'Our Team'),
  route('marketing', '/our-team', 'Our Team'),
  route('marketing', '/about/careers', 'Careers'),
  route('marketing', '/careers', 'Careers'),
  route('marketing', '/services', 'Services'),
  route('marketing', '/services/:serviceSlug', 'Service detail', '/services/vehicle-wraps'),
  route('marketing', '/contact', 'Contact'),
  route('marketing', '/gallery', 'Gallery'),
  route('marketing', '/testimonials', 'Testimonials'),
  route('marketing', '/warranty-information', 'Warranty Information'),
  route('marketing', '/wrap-insurance', 'Wrap Insurance'),
  route('marketing', '/training-classes', 'Training Classes'),
  route('marketing', '/print-ship', 'Print & Ship'),
  route('marketing', '/blog', 'Blog'),
  route('marketing', '/blog/:postId', 'Blog article', '/blog/how-long-does-a-vehicle-wrap-last'),
  route('marketing', '/blog/category/:category', 'Blog category', '/blog/category/vehicle-wraps'),
  route('marketing', '/case-studies', 'Case Studies'),
  route('marketing', '/case-studies/:slug', 'Case study', '/case-studies/chicago-plumbing-fleet'),
  route('marketing', '/resources', 'Resources'),
  route('marketing', '/support/wrap-installation-process', 'Wrap Installation Process'),
  route('marketing', '/wrap-installation-process', 'Wrap Installation Process'),
  route('marketing', '/support/payment-options', 'Payment Options'),
  route('marketing', '/payment-options', 'Payment Options'),
  route('marketing', '/resources/vinyl-wrap-care-guide', 'Vinyl Wrap Care Guide'),
  route('marketing', '/vinyl-wrap-care-guide', 'Vinyl Wrap Care Guide'),
  route('marketing', '/resources/ceramic-coating-faq', 'Ceramic Coating FAQ'),
  route('marketing', '/ceramic-coating-faq', 'Ceramic Coating FAQ'),
  route('marketing', '/resources/design-template-library', 'Design Template Library'),
  route('marketing', '/design-template-library', 'Design Template Library'),
  route('marketing', '/templates/:category', 'Design template category', '/templates/commercial-vans'),
  route('marketing', '/industries/construction', 'Construction Industry'),
  route('marketing', '/industries/food-beverage', 'Food & Beverage Industry'),
  route('marketing', '/industries/real-estate', 'Real Estate Industry'),
  route('marketing', '/privacy-policy', 'Privacy Policy'),
  route('marketing', '/terms-of-service', 'Terms of Service'),
  route('marketing', '/sitemap', 'Sitemap'),

  route('locations', '/locations', 'Locations'),
  route('locations', '/locations/:townSlug', 'Town page', '/locations/evanston'),
  route('locations', '/regions', 'Regions'),
  route('locations', '/regions/:region', 'Region page', '/regions/illinois'),
  route('locations', '/towns', 'Towns We Serve'),
  route('locations', '/vehicle-wraps-chicago', 'Chicago Vehicle Wraps'),

  route('shop', '/shop', 'Shop'),
  route('shop', '/shopping', 'Shop'),
  route('shop', '/shop/:productId', 'Product detail', '/shop/wrap-lab-tee'),
  route('shop', '/shopping/:productId', 'Product detail', '/shopping/wrap-lab-tee'),
  route('shop', '/checkout', 'Secure Checkout'),
  route('shop', '/thank-you', 'Order Confirmed'),

  route('member', '/login', 'Member Login'),
  route('member', '/register', 'Create Your Membership'),
  route('member', '/dashboard', 'Member Dashboard'),
  route('member', '/member-dashboard', 'Member Dashboard'),
  route('member', '/member-profile', 'Member Profile'),
  route('member', '/my-orders', 'My Orders'),
  route('member', '/payment-methods', 'Payment Methods'),
];

/**
 * Pages without the chat assistant: paying and the order confirmation. Every other page shows it, the
 * not-found page included: chat users are on any page, so an open conversation is never out of reach.
 */
export const pagesWithoutChat: readonly string[] = ['/checkout', '/thank-you'];

/**
 * Pages drawn from what the visitor's browser stores (the cart, the sign-in): the server can only
 * draw their frame, so the site's scripts start with the page instead of waiting for the visitor.
 */
export const pagesDrawnFromStoredState: readonly string[] = [
  '/checkout',
  '/thank-you',
  '/dashboard',
  '/member-dashboard',
  '/member-profile',
  '/my-orders',
  '/payment-methods',
];

export function isDrawnFromStoredState(pathname: string): boolean {
  return pagesDrawnFromStoredState.some((pattern) => matchPattern(pattern, pathname));
}

export function normalisePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed === '' ? '/' : trimmed;
}

export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = normalisePath(pathname).split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string;
    const g = got[i] as string;
    if (w.startsWith(':')) {
      if (g === '') return null;
      params[w.slice(1)] = safeDecode(g);
    } else if (w !== g) {
      return null;
    }
  }
  return params;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The row for a path. Literal rows win over `:param` rows, so `/blog/category/x` is not a post. */
export function findRoute(pathname: string): RouteEntry | undefined {
  const matches = routeTable.filter((entry) => matchPattern(entry.pattern, pathname));
  return matches.sort((a, b) => paramCount(a.pattern) - paramCount(b.pattern))[0];
}

const paramCount = (pattern: string) => pattern.split('/').filter((s) => s.startsWith(':')).length;

export function ownerOf(pathname: string): PageOwner | undefined {
  return findRoute(pathname)?.owner;
}

export function routesOwnedBy(owner: PageOwner): RouteEntry[] {
  return routeTable.filter((entry) => entry.owner === owner);
}

export function showsChat(pathname: string): boolean {
  return !pagesWithoutChat.some((pattern) => matchPattern(pattern, pathname));
}

/**
 * Every concrete path an owner serves: its literal routes, and each `:param` route once per value
 * given for it. A data route without values is an error, so no page is silently left unrendered.
 */
export function concretePaths(
  owner: PageOwner,
  valuesByPattern: Readonly<Record<string, readonly string[]>>,
): string[] {
  return routesOwnedBy(owner).flatMap(({ pattern }) => {
    const param = pattern.split('/').find((segment) => segment.startsWith(':'));
    if (!param) return [pattern];
    const values = valuesByPattern[pattern];
    if (!values?.length) throw new Error(`${owner} gives no values for ${pattern}`);
    return values.map((value) => pattern.replace(param, encodeURIComponent(value)));
  });
}

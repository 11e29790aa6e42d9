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

/**
 * Every page's path, spelled once: the table below, the navigation and the pages' own links read
 * them from here. A `:param` path is filled with `pathTo`.
 */
export const pagePaths = {
  home: '/',
  about: '/about',
  aboutOurTeam: '/about/our-team',
  ourTeam: '/our-team',
  aboutCareers: '/about/careers',
  careers: '/careers',
  services: '/services',
  service: '/services/:serviceSlug',
  contact: '/contact',
  gallery: '/gallery',
  testimonials: '/testimonials',
  warrantyInformation: '/warranty-information',
  wrapInsurance: '/wrap-insurance',
  trainingClasses: '/training-classes',
  printShip: '/print-ship',
  blog: '/blog',
  blogPost: '/blog/:postId',
  blogCategory: '/blog/category/:category',
  caseStudies: '/case-studies',
  caseStudy: '/case-studies/:slug',
  resources: '/resources',
  supportWrapInstallationProcess: '/support/wrap-installation-process',
  wrapInstallationProcess: '/wrap-installation-process',
  supportPaymentOptions: '/support/payment-options',
  paymentOptions: '/payment-options',
  resourcesVinylWrapCareGuide: '/resources/vinyl-wrap-care-guide',
  vinylWrapCareGuide: '/vinyl-wrap-care-guide',
  resourcesCeramicCoatingFaq: '/resources/ceramic-coating-faq',
  ceramicCoatingFaq: '/ceramic-coating-faq',
  resourcesDesignTemplateLibrary: '/resources/design-template-library',
  designTemplateLibrary: '/design-template-library',
  templateCategory: '/templates/:category',
  industriesConstruction: '/industries/construction',
  industriesFoodBeverage: '/industries/food-beverage',
  industriesRealEstate: '/industries/real-estate',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  sitemap: '/sitemap',
  locations: '/locations',
  town: '/locations/:townSlug',
  regions: '/regions',
  region: '/regions/:region',
  towns: '/towns',
  vehicleWrapsChicago: '/vehicle-wraps-chicago',
  shop: '/shop',
  shopping: '/shopping',
  shopProduct: '/shop/:productId',
  shoppingProduct: '/shopping/:productId',
  checkout: '/checkout',
  thankYou: '/thank-you',
  login: '/login',
  register: '/register',
  dashboard: '/dashboard',
  memberDashboard: '/member-dashboard',
  memberProfile: '/member-profile',
  myOrders: '/my-orders',
  paymentMethods: '/payment-methods',
} as const;

export const routeTable: readonly RouteEntry[] = [
  route('marketing', pagePaths.home, 'Home'),
  route('marketing', pagePaths.about, 'About'),
  route('marketing', pagePaths.aboutOurTeam, 'Our Team'),
  route('marketing', pagePaths.ourTeam, 'Our Team'),
  route('marketing', pagePaths.aboutCareers, 'Careers'),
  route('marketing', pagePaths.careers, 'Careers'),
  route('marketing', pagePaths.services, 'Services'),
  route('marketing', pagePaths.service, 'Service detail', '/services/vehicle-wraps'),
  route('marketing', pagePaths.contact, 'Contact'),
  route('marketing', pagePaths.gallery, 'Gallery'),
  route('marketing', pagePaths.testimonials, 'Testimonials'),
  route('marketing', pagePaths.warrantyInformation, 'Warranty Information'),
  route('marketing', pagePaths.wrapInsurance, 'Wrap Insurance'),
  route('marketing', pagePaths.trainingClasses, 'Training Classes'),
  route('marketing', pagePaths.printShip, 'Print & Ship'),
  route('marketing', pagePaths.blog, 'Blog'),
  route('marketing', pagePaths.blogPost, 'Blog article', '/blog/how-long-does-a-vehicle-wrap-last'),
  route('marketing', pagePaths.blogCategory, 'Blog category', '/blog/category/vehicle-wraps'),
  route('marketing', pagePaths.caseStudies, 'Case Studies'),
  route('marketing', pagePaths.caseStudy, 'Case study', '/case-studies/chicago-plumbing-fleet'),
  route('marketing', pagePaths.resources, 'Resources'),
  route('marketing', pagePaths.supportWrapInstallationProcess, 'Wrap Installation Process'),
  route('marketing', pagePaths.wrapInstallationProcess, 'Wrap Installation Process'),
  route('marketing', pagePaths.supportPaymentOptions, 'Payment Options'),
  route('marketing', pagePaths.paymentOptions, 'Payment Options'),
  route('marketing', pagePaths.resourcesVinylWrapCareGuide, 'Vinyl Wrap Care Guide'),
  route('marketing', pagePaths.vinylWrapCareGuide, 'Vinyl Wrap Care Guide'),
  route('marketing', pagePaths.resourcesCeramicCoatingFaq, 'Ceramic Coating FAQ'),
  route('marketing', pagePaths.ceramicCoatingFaq, 'Ceramic Coating FAQ'),
  route('marketing', pagePaths.resourcesDesignTemplateLibrary, 'Design Template Library'),
  route('marketing', pagePaths.designTemplateLibrary, 'Design Template Library'),
  route('marketing', pagePaths.templateCategory, 'Design template category', '/templates/commercial-vans'),
  route('marketing', pagePaths.industriesConstruction, 'Construction Industry'),
  route('marketing', pagePaths.industriesFoodBeverage, 'Food & Beverage Industry'),
  route('marketing', pagePaths.industriesRealEstate, 'Real Estate Industry'),
  route('marketing', pagePaths.privacyPolicy, 'Privacy Policy'),
  route('marketing', pagePaths.termsOfService, 'Terms of Service'),
  route('marketing', pagePaths.sitemap, 'Sitemap'),

  route('locations', pagePaths.locations, 'Locations'),
  route('locations', pagePaths.town, 'Town page', '/locations/evanston'),
  route('locations', pagePaths.regions, 'Regions'),
  route('locations', pagePaths.region, 'Region page', '/regions/illinois'),
  route('locations', pagePaths.towns, 'Towns We Serve'),
  route('locations', pagePaths.vehicleWrapsChicago, 'Chicago Vehicle Wraps'),

  route('shop', pagePaths.shop, 'Shop'),
  route('shop', pagePaths.shopping, 'Shop'),
  route('shop', pagePaths.shopProduct, 'Product detail', '/shop/wrap-lab-tee'),
  route('shop', pagePaths.shoppingProduct, 'Product detail', '/shopping/wrap-lab-tee'),
  route('shop', pagePaths.checkout, 'Secure Checkout'),
  route('shop', pagePaths.thankYou, 'Order Confirmed'),

  route('member', pagePaths.login, 'Member Login'),
  route('member', pagePaths.register, 'Create Your Membership'),
  route('member', pagePaths.dashboard, 'Member Dashboard'),
  route('member', pagePaths.memberDashboard, 'Member Dashboard'),
  route('member', pagePaths.memberProfile, 'Member Profile'),
  route('member', pagePaths.myOrders, 'My Orders'),
  route('member', pagePaths.paymentMethods, 'Payment Methods'),
];

/**
 * Pages without the chat assistant: paying and the order confirmation. Every other page shows it, the
 * not-found page included: chat users are on any page, so an open conversation is never out of reach.
 */
export const pagesWithoutChat: readonly string[] = [pagePaths.checkout, pagePaths.thankYou];

/**
 * Pages drawn from what the visitor's browser stores (the cart, the sign-in): the server can only
 * draw their frame, so the site's scripts start with the page instead of waiting for the visitor.
 */
export const pagesDrawnFromStoredState: readonly string[] = [
  pagePaths.checkout,
  pagePaths.thankYou,
  pagePaths.dashboard,
  pagePaths.memberDashboard,
  pagePaths.memberProfile,
  pagePaths.myOrders,
  pagePaths.paymentMethods,
];

/** A `:param` path with its parameter filled in: `pathTo(pagePaths.town, 'evanston')` is `/locations/evanston`. */
export function pathTo(pattern: string, value: string): string {
  const filled = pattern.replace(/:\w+/, encodeURIComponent(value));
  if (filled === pattern) throw new Error(`${pattern} has no parameter to fill`);
  return filled;
}

/** The pages most links lead to with a value: a town's page and a region's page. */
export const townPath = (townSlug: string) => pathTo(pagePaths.town, townSlug);
export const regionPath = (regionSlug: string) => pathTo(pagePaths.region, regionSlug);

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

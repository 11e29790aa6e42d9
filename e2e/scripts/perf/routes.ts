import { CART_KEY, tee } from '../../support/shop';

export interface PerfRoute {
  name: string;
  path: string;
  /** Local storage the visitor arrives with (checkout needs a cart, or it sends the visitor to the shop). */
  storage?: Record<string, string>;
  /** The fewest runs whose median judges the route (checkout: 5, the owner's decision), whatever `--runs` says. */
  minRuns?: number;
}

/** The main routes: one page of each kind a visitor lands on. */
export const mainRoutes: readonly PerfRoute[] = [
  { name: 'home', path: '/' },
  { name: 'service', path: '/services/vehicle-wraps' },
  { name: 'contact', path: '/contact' },
  { name: 'locations', path: '/locations' },
  { name: 'town', path: '/locations/evanston' },
  { name: 'region', path: '/regions/illinois' },
  { name: 'shop', path: '/shopping' },
  { name: 'checkout', path: '/checkout', storage: { [CART_KEY]: JSON.stringify({ lines: [tee] }) }, minRuns: 5 },
  { name: 'login', path: '/login' },
  { name: 'wrap insurance', path: '/wrap-insurance' },
  { name: 'blog', path: '/blog' },
];

export interface PerfRoute {
  name: string;
  path: string;
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
  { name: 'checkout', path: '/checkout' },
  { name: 'login', path: '/login' },
  { name: 'wrap insurance', path: '/wrap-insurance' },
  { name: 'blog', path: '/blog' },
];

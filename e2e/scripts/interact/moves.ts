/**
 * The moves the next-page report times: a phone visitor reads a page, scrolls, and taps a link in
 * the page's main content. Between remotes and inside one, as issue 38 listed them.
 */
export interface Move {
  from: string;
  to: string;
  /** Which remotes' areas the move goes between, for the reader of the report. */
  kind: string;
}

export const moves: readonly Move[] = [
  { from: '/', to: '/regions/illinois', kind: 'marketing -> locations' },
  { from: '/', to: '/locations', kind: 'marketing -> locations' },
  { from: '/', to: '/services/vehicle-wraps', kind: 'inside marketing' },
  { from: '/locations/evanston', to: '/contact', kind: 'locations -> marketing' },
  { from: '/shopping/wrap-lab-tee', to: '/contact', kind: 'shop -> marketing' },
  { from: '/shopping', to: '/shopping/wrap-lab-tee', kind: 'inside the shop' },
];

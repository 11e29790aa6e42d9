/**
 * Pages the browser never fetches ahead of a visit (ADR 0014): the API, files, and pages drawn from
 * what this browser stores, which differ per visitor. Written as the speculation rules'
 * `href_matches` reads them: `*` stands for any run of characters.
 */
export const neverFetchedAhead = [
  '/api/*',
  '/*.*',
  '/checkout',
  '/thank-you',
  '/member-dashboard',
  '/dashboard',
  '/member/*',
] as const;

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

const neverAhead = neverFetchedAhead.map(
  (pattern) => new RegExp(`^${pattern.split('*').map(escapeRegExp).join('.*')}$`),
);

/** True when the page at `pathname` may be fetched or prerendered before the visitor asks for it. */
export function fetchedAhead(pathname: string): boolean {
  return !neverAhead.some((pattern) => pattern.test(pathname));
}

/**
 * Set by the site's scripts on a link whose page should be drawn before the tap (ADR 0022); the
 * speculation rules prerender a marked link's page at once.
 */
export const NEXT_PAGE_ATTRIBUTE = 'data-next-page';

/**
 * Pages, the runtime manifest and the render's text files: a browser revalidates on every visit
 * (a `304` when nothing changed); a shared cache (a CDN) keeps them a minute, and a minute more
 * while it revalidates in the background, so a deploy reaches every visitor within two minutes.
 */
const SHARED = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60';

/** While a canary runs, what a page is depends on the visitor's cookie, and it may set one: no shared cache keeps it. */
const PRIVATE = 'private, no-cache';

export const pageCaching = (canaryRuns: boolean) => ({ 'Cache-Control': canaryRuns ? PRIVATE : SHARED });

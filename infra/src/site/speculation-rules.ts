/**
 * Next pages as fast as their HTML (ADR 0014): a move to another remote's page, or to a page whose
 * code is not loaded, is a document navigation, so the browser fetches the next page ahead of the
 * tap. It prerenders the page behind a link the visitor points at, touches or focuses ("moderate":
 * a short hover or a press; on phones, links near the screen after a scroll), so the tap only shows
 * a page already drawn; it prefetches the page behind the link the visitor presses ("conservative")
 * as a fallback when the prerender is not allowed. The rules come with every page in the
 * `Speculation-Rules` header, so the content security policy needs no inline script for them.
 */
export const SPECULATION_RULES_PATH = '/speculation-rules.json';

/** Same-site pages, not the API, files, or pages drawn from what this browser stores (they differ per visitor). */
const sitePages = {
  and: [
    { href_matches: '/*' },
    {
      not: {
        href_matches: ['/api/*', '/*.*', '/checkout', '/thank-you', '/member-dashboard', '/dashboard', '/member/*'],
      },
    },
  ],
} as const;

export const speculationRules = {
  prerender: [{ source: 'document', where: sitePages, eagerness: 'moderate' }],
  prefetch: [{ source: 'document', where: sitePages, eagerness: 'conservative' }],
} as const;

/** The header a page carries to name its rules. */
export const speculationRulesHeader = { 'Speculation-Rules': `"${SPECULATION_RULES_PATH}"` };

export const speculationRulesBody = JSON.stringify(speculationRules);

import { neverFetchedAhead, NEXT_PAGE_ATTRIBUTE } from 'shared-contracts/routing/fetched-ahead';

/**
 * Next pages as fast as their HTML (ADR 0014, 0022): a move to another remote's page, or to a page
 * whose code is not loaded, is a document navigation, so the browser fetches the next page ahead of
 * the tap. Where the visitor stops to read, the site's scripts mark the links nearest the middle of
 * the screen (`data-next-page`): the browser prefetches their pages at once and prerenders the
 * nearest one. It prerenders the page behind a link the visitor points at, touches or focuses
 * ("moderate": a short hover or a press; on phones, links near the screen after a scroll), so the
 * tap only shows a page already drawn, and prefetches the page behind the link the visitor presses
 * ("conservative") as a fallback when the prerender is not allowed. The rules come with every page
 * in the `Speculation-Rules` header, so the content security policy needs no inline script for them.
 */
export const SPECULATION_RULES_PATH = '/speculation-rules.json';

/** Links the site's scripts marked: every one to be fetched before the tap, the nearest drawn too. */
const markedLink = { selector_matches: `a[${NEXT_PAGE_ATTRIBUTE}]` } as const;
const markedToDraw = { selector_matches: `a[${NEXT_PAGE_ATTRIBUTE}="prerender"]` } as const;

/** Same-site pages, not the API, files, or pages drawn from what this browser stores (they differ per visitor). */
const sitePages = {
  and: [{ href_matches: '/*' }, { not: { href_matches: [...neverFetchedAhead] } }],
} as const;

export const speculationRules = {
  prerender: [
    { source: 'document', where: { and: [sitePages, markedToDraw] }, eagerness: 'immediate' },
    { source: 'document', where: sitePages, eagerness: 'moderate' },
  ],
  prefetch: [
    { source: 'document', where: { and: [sitePages, markedLink] }, eagerness: 'immediate' },
    { source: 'document', where: sitePages, eagerness: 'conservative' },
  ],
} as const;

/** The header a page carries to name its rules. */
export const speculationRulesHeader = { 'Speculation-Rules': `"${SPECULATION_RULES_PATH}"` };

export const speculationRulesBody = JSON.stringify(speculationRules);

/**
 * Instant next pages: the browser prefetches a same-site page when the visitor shows they are about
 * to open it (a hover, a touch; "moderate" eagerness). The rules come with every page in the
 * `Speculation-Rules` header, so the content security policy needs no inline script for them.
 */
export const SPECULATION_RULES_PATH = '/speculation-rules.json';

export const speculationRules = {
  prefetch: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          // Not the API, files, or pages drawn from what this browser stores (they differ per visitor).
          {
            not: {
              href_matches: [
                '/api/*',
                '/*.*',
                '/checkout',
                '/thank-you',
                '/member-dashboard',
                '/dashboard',
                '/member/*',
              ],
            },
          },
        ],
      },
      eagerness: 'moderate',
    },
  ],
} as const;

/** The header a page carries to name its rules. */
export const speculationRulesHeader = { 'Speculation-Rules': `"${SPECULATION_RULES_PATH}"` };

export const speculationRulesBody = JSON.stringify(speculationRules);

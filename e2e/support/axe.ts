import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { drawEverything } from './page-quality';

/**
 * Axe as the suite reads it: only violations, and of those only serious or critical ones. So axe
 * gathers no details of passing or incomplete checks, and skips `region`, whose findings are moderate
 * at most: together about 40% of its time on a long page.
 */
export const axeOf = (page: Page) =>
  new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).disableRules(['region']);

/** The serious and critical findings among `violations`, each named with the first elements it is on. */
export const seriousFindings = (violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) =>
  violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}) on ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );

/**
 * Axe over the whole page as a visitor scrolling through it would see it. Bands below the first
 * screen are drawn only near the viewport (content-visibility), and axe reads colors from what is
 * drawn, so everything is drawn first.
 */
export async function axeOfDrawnPage(page: Page) {
  await drawEverything(page);
  return axeOf(page);
}

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { drawEverything } from './page-quality';

/**
 * Axe over the whole page as a visitor scrolling through it would see it. Bands below the first
 * screen are drawn only near the viewport (content-visibility), and axe reads colors from what is
 * drawn, so everything is drawn first.
 */
export async function axeOfDrawnPage(page: Page) {
  await drawEverything(page);
  return new AxeBuilder({ page });
}

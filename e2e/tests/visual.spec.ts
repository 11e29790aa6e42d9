import AxeBuilder from '@axe-core/playwright';

import { desktop, mainPages, pageName, phone, settleForPicture } from '../support/main-pages';
import {
  clippedText,
  defaultColoredLinks,
  drawEverything,
  hiddenUnderChatLauncher,
  sidewaysScroll,
  undersizedTargets,
} from '../support/page-quality';
import { seedCart, tee } from '../support/shop';
import { expect, test } from '../support/test';

/**
 * Every main page at phone and desktop width, drawn once per width and checked twice on that one load:
 * - its first screen is compared with the committed pictures in `visual.spec.ts-snapshots/`. A change
 *   to the look is made on purpose: `npm run test:visual:update -w e2e` redraws the pictures, and the
 *   diff is reviewed like code;
 * - it reads well (what `page-quality.spec.ts` checked on a load of its own before): no sideways
 *   scroll on a phone, targets of 24 px, no clipped text, no default-blue links, nothing under the
 *   chat launcher, and on a phone no serious axe findings. The checks themselves are proven in
 *   `page-quality.spec.ts`.
 */
test.describe('the look of every main page, and how it reads', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const path of mainPages) {
    for (const viewport of [phone, desktop]) {
      const atPhone = viewport === phone;
      test(`${path} at ${viewport.width} px: looks as its picture; ${atPhone ? 'no sideways scroll, ' : ''}targets of 24 px, no clipped text, no default-blue links, nothing under the chat launcher${atPhone ? ', no serious axe findings' : ''}`, async ({
        page,
      }) => {
        // A picture and axe over the whole of a long page (the locations index): on a busy two-core machine, more than the default 30 s.
        if (atPhone) test.setTimeout(60_000);
        if (path === '/checkout') await seedCart(page, [tee]);
        await page.setViewportSize(viewport);
        await page.goto(path);
        await settleForPicture(page);
        // The pointer that starts the page's scripts would leave a hover state on whatever is under it.
        await page.mouse.move(0, viewport.height / 2);
        await expect(page).toHaveScreenshot(`${pageName(path)}-${viewport.width}.png`, {
          animations: 'disabled',
          caret: 'hide',
          // Font anti-aliasing differs by a few pixels from run to run; a real change moves far more.
          threshold: 0.2,
          maxDiffPixelRatio: 0.002,
        });

        // The picture is of the first screen as it comes; the checks below measure the whole page.
        await drawEverything(page);
        const problems: string[] = [];
        if (atPhone) problems.push(...(await sidewaysScroll(page)));
        problems.push(...(await hiddenUnderChatLauncher(page)).map((p) => `under the chat launcher ${p}`));
        problems.push(...(await undersizedTargets(page)).map((p) => `target ${p}`));
        problems.push(...(await clippedText(page)).map((p) => `clipped ${p}`));
        problems.push(...(await defaultColoredLinks(page)).map((p) => `default-colored link ${p}`));
        if (atPhone) {
          // The page is drawn whole above, so axe reads the colors a visitor scrolling through sees.
          const { violations } = await new AxeBuilder({ page }).analyze();
          problems.push(
            ...violations
              .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
              .map(
                (violation) =>
                  `axe ${violation.id} (${violation.impact}) on ${violation.nodes
                    .map((node) => node.target.join(' '))
                    .slice(0, 3)
                    .join(', ')}`,
              ),
          );
        }
        expect(problems, `${path} at ${viewport.width} px`).toEqual([]);
      });
    }
  }
});

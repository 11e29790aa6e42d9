import { desktop, mainPages, pageName, phone, settleForPicture } from '../support/main-pages';
import { seedCart, tee } from '../support/shop';
import { expect, test } from '../support/test';

/**
 * The first screen of every main page at phone and desktop width, compared with the committed
 * pictures in `visual.spec.ts-snapshots/`. A change to the look is made on purpose:
 * `npm run test:visual:update -w e2e` redraws the pictures, and the diff is reviewed like code.
 */
test.describe('the look of every main page', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const path of mainPages) {
    for (const viewport of [phone, desktop]) {
      test(`${path} at ${viewport.width} px`, async ({ page }) => {
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
      });
    }
  }
});

import { showsChat } from 'shared-contracts/routes/route-table';

import { axeOf, seriousFindings } from '../support/axe';
import { holdBrandFace } from '../support/brand-face';
import { loneLastCards } from '../support/card-grids';
import { desktop, mainPages, pageName, phone, settleForPicture } from '../support/main-pages';
import { expectOpenChatToKeepItsCloseAndHeader } from '../support/open-chat';
import {
  clippedText,
  defaultColoredLinks,
  drawEverything,
  hiddenUnderChatLauncher,
  sidewaysScroll,
  undersizedTargets,
} from '../support/page-quality';
import { loudPicturesBehindText, neighboursSharingAPicture } from '../support/pictures';
import { seedCart, tee } from '../support/shop';
import { expect, test } from '../support/test';

/**
 * The open chat is the shell's overlay, drawn the same over every page: it takes the screen on a
 * phone and the same corner at desktop width, so a page of each of three remotes stands for the rest
 * at both widths (`chat.spec.ts` carries an open chat across pages).
 */
const openChatOn: readonly string[] = ['/', '/shop', '/locations/evanston'];

/**
 * Every main page at phone and desktop width, drawn once per width and checked twice on that one load:
 * - its first screen is compared with the committed pictures in `visual.spec.ts-snapshots/`. A change
 *   to the look is made on purpose: `npm run test:visual:update -w e2e` redraws the pictures, and the
 *   diff is reviewed like code;
 * - the brand face, held back until the page is drawn in its fallback, swaps in without moving the
 *   layout (a shift under 0.02), as on a phone whose font arrives after the first paint;
 * - it reads well (what `page-quality.spec.ts` checked on a load of its own before): no sideways
 *   scroll on a phone, targets of 24 px, no clipped text, no default-blue links, nothing under the
 *   chat launcher (first view and page end), and on a phone no serious axe findings. The checks
 *   themselves are proven in `page-quality.spec.ts`;
 * - its pictures and cards: no picture with lettering or a tool drawn large behind text, no two
 *   neighbouring cards sharing a picture, no kit grid leaving one card alone on its last row (on the
 *   phone load also at 768 px); proven in `pictures.spec.ts` and `card-grids.spec.ts`;
 * - the open chat keeps its close button and the header's controls (on three pages, see `openChatOn`).
 */
test.describe('the look of every main page, and how it reads', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const path of mainPages) {
    for (const viewport of [phone, desktop]) {
      const atPhone = viewport === phone;
      const opensChat = showsChat(path) && openChatOn.includes(path);
      test(`${path} at ${viewport.width} px: looks as its picture; the brand face swaps in without a shift; ${atPhone ? 'no sideways scroll, ' : ''}targets of 24 px, no clipped text, no default-blue links, nothing under the chat launcher${atPhone ? ', no serious axe findings' : ''}; no lettered picture behind text, no neighbours sharing a picture, no lone last card${atPhone ? ' (also at 768 px)' : ''}${opensChat ? '; the open chat keeps its close and the header' : ''}`, async ({
        page,
      }) => {
        // A picture, the checks over the whole page, axe and the open chat: on a busy two-core machine, more than the default 30 s.
        test.setTimeout(60_000);
        if (path === '/checkout') await seedCart(page, [tee]);
        await page.setViewportSize(viewport);
        const brandFace = await holdBrandFace(page);
        await page.goto(path);
        const swapShift = await brandFace.shiftOfTheSwap();
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
        if (swapShift >= 0.02) problems.push(`layout shift of ${swapShift.toFixed(4)} when the brand face swaps in`);
        if (atPhone) problems.push(...(await sidewaysScroll(page)));
        problems.push(...(await hiddenUnderChatLauncher(page)).map((p) => `under the chat launcher ${p}`));
        problems.push(...(await undersizedTargets(page)).map((p) => `target ${p}`));
        problems.push(...(await clippedText(page)).map((p) => `clipped ${p}`));
        problems.push(...(await defaultColoredLinks(page)).map((p) => `default-colored link ${p}`));
        if (atPhone) {
          // The page is drawn whole above, so axe reads the colors a visitor scrolling through sees.
          const { violations } = await axeOf(page).analyze();
          problems.push(...seriousFindings(violations).map((finding) => `axe ${finding}`));
        }
        problems.push(
          ...(await loudPicturesBehindText(page)).map((id) => `lettering or a large tool behind text: ${id}`),
        );
        problems.push(...(await neighboursSharingAPicture(page)).map((id) => `neighbouring cards share ${id}`));
        problems.push(...(await loneLastCards(page)).map((p) => `lone last card ${p}`));
        if (atPhone) {
          await page.setViewportSize({ width: 768, height: 900 });
          problems.push(...(await loneLastCards(page)).map((p) => `lone last card at 768 px ${p}`));
          await page.setViewportSize(viewport);
        }
        expect(problems, `${path} at ${viewport.width} px`).toEqual([]);
        if (opensChat) await expectOpenChatToKeepItsCloseAndHeader(page, `${path} at ${viewport.width} px`);
      });
    }
  }
});

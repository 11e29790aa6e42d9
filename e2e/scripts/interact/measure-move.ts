import type { Browser, Page } from '@playwright/test';

import { throttledPage } from './mobile-conditions';
import type { Move } from './moves';

/** With the site's scripts, or with JavaScript turned off in the browser (the server's HTML alone). */
export type Scripts = 'with scripts' | 'scripts off';

/** How long a move may take before it counts as lost. */
const LOST_AFTER_MS = 20_000;

/**
 * Polls the page from here every 20 ms until `check` gives a value (a page with JavaScript off runs
 * no timers, so Playwright's in-page polling would wait forever); a document that goes away meanwhile
 * is asked again once the next one is there.
 */
async function pollPage<R>(check: () => Promise<R | false>): Promise<R> {
  const until = Date.now() + LOST_AFTER_MS;
  while (Date.now() < until) {
    const value = await check().catch(() => false as const);
    if (value !== false) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no next page within ${LOST_AFTER_MS} ms`);
}

/** Milliseconds since 1970 on the page's own clock (shared by every document of the browser). */
const pageClock = (page: Page) => page.evaluate(() => performance.timeOrigin + performance.now());

/**
 * Opens `move.from` in a fresh profile under Lighthouse's mobile conditions, reads for 2 s, scrolls
 * the link to `move.to` from the main content into view, reads 4 s more and taps it; returns the time from the tap to the first frame showing the next page's `<h1>` (the next
 * document's first contentful paint, or the frame a page drawn in place shows its new heading), or
 * null when it never came.
 */
export async function measureMove(browser: Browser, siteUrl: string, move: Move, scripts: Scripts) {
  const context = await browser.newContext({
    baseURL: siteUrl,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: scripts === 'with scripts',
  });
  try {
    const page = await throttledPage(context);
    await page.goto(move.from, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(2_000);
    // The link from the main content (the footer's where the main content has none), brought into view by the scroll.
    const link = page
      .locator(`main a[href="${move.to}"], footer a[href="${move.to}"]`)
      .filter({ visible: true })
      .first();
    await page.mouse.wheel(0, 400);
    await link.scrollIntoViewIfNeeded();
    await page.waitForTimeout(4_000);
    const box = await link.boundingBox();
    if (!box) throw new Error(`no link to ${move.to} on ${move.from}`);
    const heading = await page.locator('h1').first().innerText();
    // Marks this document, so the report tells a move drawn in place from a new document, and notes
    // whether the browser kept it in its back/forward cache when it was left.
    await page.evaluate(() => {
      document.documentElement.setAttribute('data-before-move', '');
      addEventListener('pagehide', (event) => sessionStorage.setItem('move-left-kept', String(event.persisted)));
    });
    const tapAt = await pageClock(page);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + Math.min(box.height / 2, 10));
    await pollPage(() =>
      page.evaluate(
        ([to, before]) =>
          location.pathname === to &&
          !!document.querySelector('h1') &&
          document.querySelector('h1')?.textContent !== before,
        [move.to, heading] as const,
      ),
    );
    const inPlace = await page.evaluate(() => document.documentElement.hasAttribute('data-before-move'));
    if (inPlace) {
      // Drawn in this document: the next frame after the heading changed is when it shows.
      const shownAt = await page.evaluate(
        () =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now())),
          ),
      );
      return { ms: shownAt - tapAt, how: 'in place' };
    }
    const paintAt = await pollPage(() =>
      page.evaluate(() => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0];
        return fcp ? performance.timeOrigin + fcp.startTime : false;
      }),
    );
    // How the browser had the next page: prerendered, prefetched, or fetched on the tap.
    const how = await page.evaluate(() => {
      const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
        activationStart?: number;
        deliveryType?: string;
      };
      const how =
        (entry.activationStart ?? 0) > 0
          ? 'prerendered'
          : entry.deliveryType === 'navigational-prefetch'
            ? 'prefetched'
            : 'fetched';
      // With JavaScript off the page left records nothing.
      const kept = sessionStorage.getItem('move-left-kept');
      return kept === null
        ? how
        : `${how}, the page left ${kept === 'true' ? 'kept' : 'not kept'} in the back/forward cache`;
    });
    return { ms: paintAt - tapAt, how };
  } catch (error) {
    console.warn(
      `  ${move.from} -> ${move.to}, ${scripts}: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`,
    );
    return null;
  } finally {
    await context.close();
  }
}

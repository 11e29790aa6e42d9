import type { Browser, CDPSession, Target } from 'puppeteer-core';

import { firstVisible, tapThroughSwap } from '../../support/puppeteer-visitor';
import { lighthouseMobile } from './mobile-conditions';
import type { Move } from './moves';

/** With the site's scripts, or with JavaScript turned off in the browser (the server's HTML alone). */
export type Scripts = 'with scripts' | 'scripts off';

/** How long a move may take before it counts as lost. */
const LOST_AFTER_MS = 20_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks the page at `target` every 20 ms until `expression` gives a value other than false. The page
 * is asked through a session of its own (a page with JavaScript off runs no timers, and a page
 * shown from a prerender is another target than the one tapped); a document that goes away meanwhile
 * is asked again once the next one is there.
 */
async function pollPage<R>(findTarget: () => Target | undefined, expression: string): Promise<R> {
  const until = Date.now() + LOST_AFTER_MS;
  let session: { target: Target; cdp: CDPSession } | undefined;
  while (Date.now() < until) {
    const target = findTarget();
    if (target && session?.target !== target) session = { target, cdp: await target.createCDPSession() };
    const answer = await session?.cdp
      .send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true })
      .then(({ result }) => result.value as R | false)
      .catch(() => false as const);
    if (answer !== undefined && answer !== false) return answer;
    await pause(20);
  }
  throw new Error(`no next page within ${LOST_AFTER_MS} ms`);
}

/** Milliseconds since 1970 on the page's own clock (shared by every document of the browser). */
const PAGE_CLOCK = 'performance.timeOrigin + performance.now()';

/**
 * Opens `move.from` in a fresh profile under Lighthouse's mobile conditions, reads for 2 s, scrolls
 * the link to `move.to` from the main content into view, reads 4 s more and taps it; returns the
 * time from the tap to the first frame showing the next page's `<h1>` (the next document's first
 * contentful paint, or the frame a page drawn in place shows its new heading), or null when it
 * never came. Puppeteer drives the browser through the tab's own target, so the browser may
 * prerender as it would for a visitor (it refuses while a DevTools session holds the page itself,
 * as Playwright's do), and carries the CPU's slowdown over to a page it prerenders. `browser` must
 * send its requests through `startMobileNetwork`'s proxy.
 */
export async function measureMove(browser: Browser, siteUrl: string, move: Move, scripts: Scripts) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.emulate({
      viewport: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
      userAgent: await browser.userAgent(),
    });
    await page.setJavaScriptEnabled(scripts === 'with scripts');
    // The network's slow 4G is the proxy the browser was started with (`mobile-network.ts`).
    await page.emulateCPUThrottling(lighthouseMobile.cpuSlowdown);
    await page.goto(new URL(move.from, siteUrl).href, { waitUntil: 'load', timeout: 60_000 });
    await pause(2_000);
    // The link from the main content (the footer's where the main content has none), brought into view by the scroll.
    const link = await firstVisible(page, `main a[href="${move.to}"], footer a[href="${move.to}"]`);
    if (!link) throw new Error(`no link to ${move.to} on ${move.from}`);
    await page.mouse.wheel({ deltaY: 400 });
    // The wheel scrolls smoothly: the link is brought into view once that scroll has ended.
    await pause(1_000);
    await link.scrollIntoView();
    await pause(4_000);
    const box = await link.boundingBox();
    if (!box) throw new Error(`the link to ${move.to} on ${move.from} is not on screen`);
    // Marks this document, so the report tells a move drawn in place from a new document, and notes
    // whether the browser kept it in its back/forward cache when it was left.
    const heading = await page.evaluate(() => {
      document.documentElement.setAttribute('data-before-move', '');
      addEventListener('pagehide', (event) => sessionStorage.setItem('move-left-kept', String(event.persisted)));
      return document.querySelector('h1')?.textContent ?? '';
    });
    const tapAt = (await page.evaluate(PAGE_CLOCK)) as number;
    await tapThroughSwap(page, box);

    const shownPage = () =>
      context.targets().find((target) => target.type() === 'page' && new URL(target.url()).pathname === move.to);
    const inPlace = await pollPage<'in place' | 'new document'>(
      shownPage,
      `(() => {
        const h1 = document.querySelector('h1');
        if (location.pathname !== ${JSON.stringify(move.to)} || !h1 || h1.textContent === ${JSON.stringify(heading)}) return false;
        return document.documentElement.hasAttribute('data-before-move') ? 'in place' : 'new document';
      })()`,
    );
    if (inPlace === 'in place') {
      // Drawn in this document: the next frame after the heading changed is when it shows.
      const shownAt = await page.evaluate(
        () =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now())),
          ),
      );
      return { ms: shownAt - tapAt, how: 'in place' };
    }
    const paintAt = await pollPage<number>(
      shownPage,
      `(() => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0];
        return fcp ? performance.timeOrigin + fcp.startTime : false;
      })()`,
    );
    // How the browser had the next page: prerendered, prefetched, or fetched on the tap.
    const how = await pollPage<string>(
      shownPage,
      `(() => {
        const entry = performance.getEntriesByType('navigation')[0];
        const how = entry.activationStart > 0 ? 'prerendered' : entry.deliveryType === 'navigational-prefetch' ? 'prefetched' : 'fetched';
        // With JavaScript off the page left records nothing.
        const kept = sessionStorage.getItem('move-left-kept');
        return kept === null ? how : how + ', the page left ' + (kept === 'true' ? 'kept' : 'not kept') + ' in the back/forward cache';
      })()`,
    );
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

import { expect, test } from '@playwright/test';
import puppeteer, { type Browser } from 'puppeteer-core';

import { chromiumArgs, chromiumPath } from '../support/chromium';
import { firstVisible, tapThroughSwap } from '../support/puppeteer-visitor';

/**
 * Pages drawn before the tap (ADR 0022). Chromium does not prerender for a page a DevTools session
 * holds directly, as Playwright's sessions do, so this visitor's browser is driven by Puppeteer
 * through the tab's own target, as the next-page report's is.
 */
let browser: Browser;
test.beforeAll(async () => {
  browser = await puppeteer.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
});
test.afterAll(async () => browser.close());

/** A phone visitor's tab on `path`, with the first visible link to the quote form in the middle of the screen, chosen to be drawn. */
async function readingBesideQuoteLink(baseURL: string | undefined, path: string) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true });
  await page.goto(`${baseURL}${path}`, { waitUntil: 'load' });
  const quoteLink = await firstVisible(page, 'main a[href="/contact"]');
  if (!quoteLink) throw new Error(`no link to the quote form on ${path}`);
  await quoteLink.evaluate((link) => link.scrollIntoView({ block: 'center' }));
  await page.waitForFunction((link) => link.getAttribute('data-next-page') === 'prerender', {}, quoteLink);
  return { context, page, quoteLink };
}

test('the page behind a link where the visitor stops to read is drawn before the tap, and the tap shows it', async ({
  baseURL,
}) => {
  const { context, page, quoteLink } = await readingBesideQuoteLink(baseURL, '/locations/evanston');
  try {
    // Long enough that a prerender begun by the press itself ("moderate") could not pass for this one.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await tapThroughSwap(page, (await quoteLink.boundingBox())!);

    // The page shown is the prerender's own target, not the one tapped.
    const shownTarget = () => context.targets().find((target) => target.url() === `${baseURL}/contact`);
    await expect.poll(() => shownTarget() !== undefined).toBe(true);
    const session = await shownTarget()!.createCDPSession();
    const read = async () =>
      (
        await session.send('Runtime.evaluate', {
          returnByValue: true,
          expression: `({
            heading: document.querySelector('h1')?.textContent ?? '',
            drawnBeforeTapMs: performance.getEntriesByType('navigation')[0]?.activationStart ?? 0,
          })`,
        })
      ).result.value as { heading: string; drawnBeforeTapMs: number };
    await expect.poll(async () => (await read()).heading).toBe('Contact Wrap Lab Chicago for a free quote');
    expect((await read()).drawnBeforeTapMs).toBeGreaterThan(1_000);
  } finally {
    await context.close();
  }
});

test('a press on a link that was not chosen drops the pages drawn ahead', async ({ baseURL }) => {
  const { context, page } = await readingBesideQuoteLink(baseURL, '/locations/evanston');
  try {
    // A link on screen that was not chosen (the screen shows more links than pages are drawn ahead).
    const links = await page.$$('a[href]:not([data-next-page])');
    const onScreen = await Promise.all(links.map((link) => link.isIntersectingViewport({ threshold: 1 })));
    const other = links[onScreen.indexOf(true)];
    if (!other) throw new Error('every link on screen was chosen');
    const box = await other.boundingBox();
    await page.touchscreen.touchStart(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await page.waitForFunction(() => document.querySelectorAll('a[data-next-page]').length === 0);
  } finally {
    await context.close();
  }
});

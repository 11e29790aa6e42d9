import type { Page } from '@playwright/test';

interface SwapWindow {
  swapShift: () => number;
}

/** In the page: whether Inter itself has loaded (not only its fallback). */
export function interLoaded() {
  return [...document.fonts].some((font) => font.family.replace(/"/g, '') === 'Inter' && font.status === 'loaded');
}

/**
 * Holds the brand face back from every page `page` opens until `letIn()`: the page is drawn in the
 * fallback face first and Inter always arrives after, as on a slow phone. Left to the machine, the
 * face sometimes comes before the first paint and sometimes after, and a check of what the swap moves
 * would pass or fail by chance. The font's answer is kept out of the tab's cache, so the next page
 * asks for it again and is held too; the rest of the site stays cached, as for a visitor going from
 * page to page. (Playwright's own routing would turn the whole cache off, which doubles the time of a
 * walk through every route.)
 */
export async function holdBrandFace(page: Page) {
  let release = () => {};
  let held: Promise<void>;
  const holdAgain = () => (held = new Promise<void>((resolve) => (release = resolve)));
  holdAgain();
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Fetch.requestPaused', (event) => {
    const answer =
      event.responseStatusCode === undefined
        ? held.then(() => cdp.send('Fetch.continueRequest', { requestId: event.requestId, interceptResponse: true }))
        : cdp.send('Fetch.continueResponse', {
            requestId: event.requestId,
            responseCode: event.responseStatusCode,
            responseHeaders: [
              ...(event.responseHeaders ?? []).filter((header) => header.name.toLowerCase() !== 'cache-control'),
              { name: 'Cache-Control', value: 'no-store' },
            ],
          });
    // A page left while its font was held no longer wants it.
    answer.catch(() => {});
  });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*.woff2' }] });

  /** Once the page has been drawn in the fallback, lets Inter in and waits until it is drawn in it. */
  async function letIn() {
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    release();
    await page.waitForFunction(interLoaded);
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    holdAgain();
  }

  return {
    letIn,
    /** Lets Inter in and returns the layout shift of the swap alone. */
    async shiftOfTheSwap() {
      await page.evaluate(() => {
        let total = 0;
        const add = (entries: PerformanceEntryList) => {
          for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        };
        const observer = new PerformanceObserver((list) => add(list.getEntries()));
        observer.observe({ type: 'layout-shift' });
        // Shifts of the last frames may not have been delivered yet: take them too.
        (window as unknown as SwapWindow).swapShift = () => (add(observer.takeRecords()), total);
      });
      await letIn();
      return page.evaluate(() => (window as unknown as SwapWindow).swapShift());
    },
  };
}

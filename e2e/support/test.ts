import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** Navigations and reloads of `page` return once its HTML is in and `settle` has resolved. */
function afterEachNavigation(page: Page, settle: () => Promise<void>) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  // The HTML is the page; waiting for every image's load event as well would only slow the suite.
  page.goto = async (url, options) => {
    const response = await goto(url, { waitUntil: 'domcontentloaded', ...options });
    await settle();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload({ waitUntil: 'domcontentloaded', ...options });
    await settle();
    return response;
  };
}

/** Act as a visitor (the pointer moves, which starts the page's scripts) and wait until every part has hydrated. */
function actAndWaitForHydration(page: Page) {
  let spot = 0;
  return async () => {
    // A pointer that moves over the page without pressing anything: a new spot each time, or no event fires.
    spot = (spot + 1) % 20;
    await page.mouse.move(2 + spot, 2);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  };
}

/**
 * Pages arrive as finished HTML; their scripts start when the visitor acts and the page is
 * interactive once every part has hydrated; the shell then marks `<html data-hydrated>`. Every tab of
 * a test moves the pointer and waits for that mark after it navigates, before the test clicks and
 * types. `e2e/tests/first-view.spec.ts` covers what happens before.
 */
export const test = base.extend<{ startsScripts: boolean }>({
  /**
   * false: the test reads pages as a visitor who only reads, so their scripts never start and each
   * navigation returns once the HTML is in. What it checks is then the server's HTML itself.
   */
  startsScripts: [true, { option: true }],
  context: async ({ context, javaScriptEnabled, startsScripts }, provide) => {
    if (javaScriptEnabled) {
      context.on('page', (page) =>
        afterEachNavigation(page, startsScripts ? actAndWaitForHydration(page) : async () => {}),
      );
    }
    await provide(context);
  },
});

import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * After a navigation or reload, act as a visitor (the pointer moves, which starts the page's scripts)
 * and wait until every part of the page has hydrated.
 */
function waitForHydrationAfterNavigation(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  let step = 0;
  const hydrated = async () => {
    // A pointer that moves over the page without pressing anything: a new spot each time, or no event fires.
    step = (step + 1) % 20;
    await page.mouse.move(2 + step, 2);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  };
  // The HTML is the page; waiting for every image's load event as well would only slow the suite.
  page.goto = async (url, options) => {
    const response = await goto(url, { waitUntil: 'domcontentloaded', ...options });
    await hydrated();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload({ waitUntil: 'domcontentloaded', ...options });
    await hydrated();
    return response;
  };
}

/**
 * Pages arrive as finished HTML; their scripts start when the visitor acts and the page is
 * interactive once every part has hydrated; the shell then marks `<html data-hydrated>`. Every tab of
 * a test moves the pointer and waits for that mark after it navigates, before the test clicks and
 * types. `e2e/tests/first-view.spec.ts` covers what happens before.
 */
export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) context.on('page', waitForHydrationAfterNavigation);
    await provide(context);
  },
});

import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** After a navigation or reload, wait until every part of the page has hydrated. */
function waitForHydrationAfterNavigation(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const hydrated = () => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
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
 * Pages arrive as finished HTML and become interactive once every part has hydrated; the shell then
 * marks `<html data-hydrated>`. Every tab of a test waits for that mark after it navigates, before
 * the test clicks and types, as a visitor's clicks only do something from then on.
 */
export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) context.on('page', waitForHydrationAfterNavigation);
    await provide(context);
  },
});

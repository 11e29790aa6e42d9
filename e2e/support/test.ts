import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Pages arrive as finished HTML and become interactive once every part has hydrated; the shell then
 * marks `<html data-hydrated>`. After a navigation or reload, the tests wait for that mark before
 * they click and type, as a visitor's clicks only do something from then on.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) {
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
    await provide(page);
  },
});

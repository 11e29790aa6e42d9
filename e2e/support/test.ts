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
      for (const method of ['goto', 'reload'] as const) {
        const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<typeof page.goto>;
        page[method] = (async (...args: unknown[]) => {
          const response = await navigate(...args);
          await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
          return response;
        }) as never;
      }
    }
    await provide(page);
  },
});

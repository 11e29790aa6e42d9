import { expect, test } from '../support/test';

const pages = ['/', '/services/vehicle-wraps', '/locations/evanston', '/shopping', '/login'];

test('every page sets its text in the brand face, served from the site itself', async ({ page, baseURL }) => {
  const fontRequests: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url());
  });
  for (const path of pages) {
    await test.step(path, async () => {
      await page.goto(path);
      const face = await page.evaluate(async () => {
        await document.fonts.ready;
        const loaded = [...document.fonts].filter((font) => font.family.replace(/"/g, '') === 'Inter' && font.status === 'loaded');
        return { loaded: loaded.length, heading: getComputedStyle(document.querySelector('h1') as Element).fontFamily };
      });
      expect(face.loaded, `${path}: Inter loaded as a web font`).toBeGreaterThan(0);
      expect(face.heading, path).toMatch(/^"?Inter"?, "?Inter Fallback"?/);
    });
  }
  expect(fontRequests.length).toBeGreaterThan(0);
  for (const url of fontRequests) expect(new URL(url).origin).toBe(new URL(baseURL as string).origin);
});

test('swapping the fallback for the brand face moves nothing', async ({ page }) => {
  // Hold the font back until the page has been drawn with the fallback, then let it in and measure.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.woff2$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/services/vehicle-wraps');
  await page.evaluate(() => {
    let total = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) total += entry.value;
      }
    }).observe({ type: 'layout-shift' });
    (window as unknown as { shiftSoFar: () => number }).shiftSoFar = () => total;
  });
  release();
  await page.waitForFunction(() => [...document.fonts].some((font) => font.family.replace(/"/g, '') === 'Inter' && font.status === 'loaded'));
  await page.waitForTimeout(300);
  const afterSwap = await page.evaluate(() => (window as unknown as { shiftSoFar: () => number }).shiftSoFar());
  console.info(`layout shift from the font swap on /services/vehicle-wraps: ${afterSwap.toFixed(4)}`);
  expect(afterSwap).toBeLessThan(0.02);
});

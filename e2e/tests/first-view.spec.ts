import type { Page } from '@playwright/test';
import { mainRoutes } from '../scripts/perf/routes';
import { seedCart, tee } from '../support/shop';
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

/** The layout shift from the moment Inter replaces the fallback on `path`: the font is held back until the page is drawn. */
async function shiftFromTheSwap(page: Page, path: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.woff2$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path);
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
  await page.unroute(/\.woff2$/);
  return page.evaluate(() => (window as unknown as { shiftSoFar: () => number }).shiftSoFar());
}

// Phone widths: 390 (a common phone) and 412 (Lighthouse's mobile device), where wrapped lines sit
// closest to their edges.
for (const width of [390, 412]) {
  test.describe(`the swap to the brand face at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('moves nothing on any main route', async ({ page }) => {
      test.setTimeout(120_000);
      // A returning shopper: checkout then shows its form rather than leaving for the shop.
      await seedCart(page, [tee]);
      const shifts: string[] = [];
      for (const { path } of mainRoutes) {
        const shift = await shiftFromTheSwap(page, path);
        console.info(`layout shift from the font swap on ${path} at ${width} px: ${shift.toFixed(4)}`);
        if (shift >= 0.02) shifts.push(`${path}: ${shift.toFixed(4)}`);
      }
      expect(shifts, 'routes whose layout moves when Inter arrives').toEqual([]);
    });
  });
}

test.describe('the largest image', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/', '/services/vehicle-wraps', '/locations/evanston', '/regions/illinois', '/shopping', '/shopping/ceramic-coating-kit']) {
    test(`${path} preloads its hero image, the browser uses that very file, and the site's scripts start after it`, async ({ page, request }) => {
      const head = (await (await request.get(path)).text()).split('</head>')[0] ?? '';
      const preload = /<link rel="preload" as="image" fetchpriority="high" imagesrcset="([^"]+)"/.exec(head);
      expect(preload, `${path}: a high-priority image preload in <head>`).not.toBeNull();
      const candidates = (preload?.[1] ?? '').split(',').map((candidate) => candidate.trim().split(' ')[0]);

      const fetched: string[] = [];
      page.on('requestfinished', (req) => {
        if (req.resourceType() === 'image') fetched.push(new URL(req.url()).pathname);
      });
      await page.goto(path);
      const used = await page.locator('img[fetchpriority="high"]').first().evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
      expect(candidates, `${path}: the hero shows one of the preloaded candidates`).toContain(used);
      expect(fetched.filter((file) => file === used), `${path}: the hero image is fetched once`).toHaveLength(1);

      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const order = await page.evaluate((hero) => {
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const heroEnd = resources.find((entry) => new URL(entry.name).pathname === hero)?.responseEnd ?? Infinity;
        const shellStart = resources.find((entry) => /\/src_bootstrap_tsx\.[0-9a-f]+\.js$/.test(entry.name))?.startTime ?? -1;
        return { heroEnd, shellStart };
      }, used);
      expect(order.shellStart, `${path}: the shell's code is requested once the hero image is in`).toBeGreaterThanOrEqual(order.heroEnd);
    });
  }
});

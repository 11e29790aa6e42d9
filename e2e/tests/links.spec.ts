import { routeTable } from 'shared-contracts/routes/route-table';
import { checkLinks } from '../support/link-check';
import { expect, test } from '../support/test';

/**
 * No dead ends: every page's server HTML is read, every internal link on it followed, and a link
 * fails when its target redirects, answers an error, is not found or shows a not-found screen.
 */
test('every internal link on every page lands on a page of its own', async ({ page, request, baseURL }) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;

  // The header's menus are drawn when opened, so their links are in no server HTML: open each once.
  await page.goto('/');
  const menuLinks: { from: string; href: string }[] = [];
  const mainMenu = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Services', 'Locations', 'Resources']) {
    const button = mainMenu.getByRole('button', { name });
    await button.click();
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    const hrefs = await panel.getByRole('link').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length, `${name} menu links`).toBeGreaterThan(3);
    menuLinks.push(...hrefs.map((href) => ({ from: `the header's ${name} menu`, href })));
    await button.click();
  }

  // Pages no link may lead to still count: every sitemap.xml URL and an example of every route.
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const seeds = ['/', ...sitemapPaths, ...routeTable.map((route) => route.example)];

  const started = Date.now();
  const report = await checkLinks(request, origin, seeds, menuLinks);
  console.info(
    `link check: ${report.pages} pages read, ${report.links} internal links followed, ${report.dead.length} dead, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  expect(report.dead).toEqual([]);
});

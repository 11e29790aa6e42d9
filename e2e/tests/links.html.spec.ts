import { expect, test } from '@playwright/test';

import { routeTable } from 'shared-contracts/routes/route-table';

import { checkLinks } from '../support/link-check';
import { serverPage } from '../support/server-page';

/**
 * No dead ends: every page's server HTML is read, every internal link on it followed, and a link
 * fails when its target redirects, answers an error, is not found or shows a not-found screen.
 */
test('every internal link on every page lands on a page of its own', async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;

  // The header's menus are popovers in every page's HTML, so the walk follows their links with the rest.
  const home = await serverPage(request, '/');
  for (const menu of ['Services', 'Locations', 'Resources']) {
    const panel = home.document.querySelector(`[popover][aria-label="${menu} menu"]`);
    expect(
      panel?.querySelectorAll('a[href^="/"]').length ?? 0,
      `${menu} menu links in the server's HTML`,
    ).toBeGreaterThan(3);
  }

  // Pages no link may lead to still count: every sitemap.xml URL and an example of every route.
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const seeds = ['/', ...sitemapPaths, ...routeTable.map((route) => route.example)];

  const started = Date.now();
  const report = await checkLinks(request, origin, seeds);
  console.info(
    `link check: ${report.pages} pages read, ${report.links} internal links followed, ${report.dead.length} dead, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  expect(report.dead).toEqual([]);
});

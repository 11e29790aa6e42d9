import type { APIRequestContext } from '@playwright/test';

import { serviceSlugs } from 'shared-contracts/business/services';
import { routeTable } from 'shared-contracts/routes/route-table';

import { readRawPage, textOf } from '../support/raw-html';
import { expect, test } from '../support/test';

/** Where canonical URLs point (the production origin); the site under test answers for it locally. */
const localPath = (absolute: string) => {
  const url = new URL(absolute);
  return url.pathname + url.search;
};

/** The record every page has: WebPage, or the more specific kind a page declares. */
const pageRecord = /^(WebPage|AboutPage|ContactPage|CollectionPage|CheckoutPage)$/;

async function rawPage(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), html: await response.text(), type: response.headers()['content-type'] };
}

test.describe('every route is served as finished HTML', () => {
  test('each page carries its own head, structured data, heading and text before any script runs', async ({
    request,
  }) => {
    const titlesByCanonical = new Map<string, string>();
    for (const route of routeTable) {
      const { status, html, type } = await rawPage(request, route.example);
      expect(status, route.example).toBe(200);
      expect(type, route.example).toContain('text/html');
      const page = readRawPage(html);
      expect(page.title, `${route.example} title`).toBeTruthy();
      expect(page.title, `${route.example} title`).not.toBe('Wrap Lab Chicago');
      expect(page.description?.length ?? 0, `${route.example} description`).toBeGreaterThan(20);
      expect(page.canonical, `${route.example} canonical`).toMatch(/^https?:\/\/[^/]+\//);
      expect(page.ogTitle, `${route.example} og:title`).toBe(page.title);
      expect(page.ogImage, `${route.example} og:image`).toMatch(/^https?:\/\/[^/]+\/\S+/);
      expect(
        page.jsonLd.map((record) => record['@type']),
        `${route.example} JSON-LD`,
      ).toEqual(expect.arrayContaining([expect.stringMatching(pageRecord)]));
      expect(page.h1, `${route.example} h1`).toHaveLength(1);
      expect(page.mainText, `${route.example} main text`).toContain(page.h1[0]!);
      expect(page.mainText.length, `${route.example} main text`).toBeGreaterThan(page.h1[0]!.length + 40);
      titlesByCanonical.set(page.canonical!, page.title!);
    }
    // Two readings of one page share a canonical and a title; different pages never share a title.
    const titles = [...titlesByCanonical.values()];
    expect(new Set(titles).size, 'distinct titles').toBe(titles.length);
  });

  test('a town, a service and the home page say what they are about in their HTML', async ({ request }) => {
    const town = readRawPage((await rawPage(request, '/locations/evanston')).html);
    expect(town.h1).toEqual(['Vehicle Wraps in Evanston, Illinois']);
    expect(town.mainText).toContain('Cook County');
    expect(town.jsonLd.map((record) => record['@type'])).toEqual(
      expect.arrayContaining(['LocalBusiness', 'Place', 'BreadcrumbList', 'FAQPage']),
    );
    const service = readRawPage((await rawPage(request, '/services/ceramic-coatings')).html);
    expect(service.h1[0]).toContain('Ceramic');
    expect(service.jsonLd.map((record) => record['@type'])).toEqual(
      expect.arrayContaining(['Service', 'FAQPage', 'BreadcrumbList']),
    );
    const home = readRawPage((await rawPage(request, '/')).html);
    expect(home.canonical).toMatch(/^https?:\/\/[^/]+\/$/);
    expect(home.links).toEqual(expect.arrayContaining(['/contact', '/print-ship', '/locations']));
  });

  test('unknown paths, unknown records and dot-paths answer 404 with the not-found page', async ({ request }) => {
    for (const path of [
      '/nope',
      '/services/nope',
      '/locations/atlantis-zz',
      '/shop/no-such-product',
      '/shopping/no-such-product',
      '/blog/no-such-post',
      '/case-studies/no-such-study',
      '/regions/atlantis',
      '/.git/config',
      '/.env',
      '/.well-known/x',
    ]) {
      const { status, html } = await rawPage(request, path);
      expect(status, path).toBe(404);
      expect(readRawPage(html).h1, path).toEqual(['Page not found']);
    }
  });

  test('sitemap.xml lists every service and town page, each answering 200 with its heading', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('xml');
    const xml = await sitemap.text();
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod><\/url>/g)].map(
      (match) => match[1]!,
    );
    const paths = entries.map(localPath);
    for (const slug of serviceSlugs) expect(paths).toContain(`/services/${slug}`);
    const townLinks = readRawPage((await rawPage(request, '/towns')).html).links.filter((href) =>
      /^\/locations\/[^/]+$/.test(href),
    );
    expect(townLinks.length).toBeGreaterThan(150);
    for (const town of townLinks) expect(paths).toContain(town);
    for (const noindex of ['/checkout', '/thank-you', '/login', '/dashboard']) expect(paths).not.toContain(noindex);
    for (const path of paths) {
      const { status, html } = await rawPage(request, path);
      expect(status, path).toBe(200);
      expect(readRawPage(html).h1.length, path).toBe(1);
    }
    console.info(`sitemap.xml: ${paths.length} URLs checked, ${townLinks.length} towns`);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home, a service page and a town page read fully and their links lead between them', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Vehicle wraps, ceramic coatings & paint protection film in Chicago',
    );
    await page.locator('main a[href="/services/vehicle-wraps"]').first().click();
    await expect(page).toHaveURL(/\/services\/vehicle-wraps$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vehicle Wraps');
    await expect(page.locator('main')).toContainText('Vehicle wraps FAQ');
    await expect(page.locator('main')).toContainText('How much does a full vehicle wrap cost?');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Illinois' }).click();
    await expect(page).toHaveURL(/\/regions\/illinois$/);
    await page
      .locator('main')
      .getByRole('link', { name: /Evanston/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/locations\/evanston$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vehicle Wraps in Evanston, Illinois');
    await expect(page.locator('main')).toContainText('Cook County');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Contact');
  });
});

test('the text a crawler reads is the text a visitor sees', async ({ page, request }) => {
  const raw = readRawPage((await rawPage(request, '/wrap-insurance')).html);
  await page.goto('/wrap-insurance');
  expect(textOf(await page.locator('main h1').innerHTML())).toBe(raw.h1[0]);
});

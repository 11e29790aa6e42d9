import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Browser, Page } from '@playwright/test';
import type { FieldRow } from 'infra/field/field-store';
import { readDeployments } from 'infra/release/deployments';
import { environmentOfItsOwn } from 'infra/release/testing/environment-of-its-own';
import { portPlan } from 'infra/site/environment';
import { createSiteMetrics, metricsServer } from 'infra/site/ops/metrics';
import { startSite, type RunningSite } from 'infra/site/site';

import { addTeeToCart, canaryVisitors } from '../support/canary-visitors';
import { changedRelease } from '../support/changed-release';
import { releaseCommand } from '../support/release-cli';
import { expect, test } from '../support/test';

// An environment of its own, so the figures read here are this file's visitors' alone.
const { port, remotePorts } = portPlan(8780, 3700);
const releasesDir = mkdtempSync(path.join(tmpdir(), 'wraplab-releases-'));
const siteDir = environmentOfItsOwn();
const command = releaseCommand(releasesDir, siteDir);
let site: RunningSite;
let teamPage: Server;
const logged: string[] = [];
/** How long the figures of pages just left may take to reach the gateway and be judged, on a host running four browsers at once. */
const REPORTS_ARRIVE_MS = 30_000;
/** The canary made slow on purpose, for the team page to show. */
let slowCanary = '';

const visitorOf = canaryVisitors(() => site, siteDir);
/** A visitor's tab; with `bucket`, holding that shop release bucket. */
const visitor = async (browser: Browser, bucket?: number) => (await visitorOf(browser, bucket)).page;

/** Opens a page as a visitor does (the pointer moves, which starts the scripts) and waits until it has hydrated and measures. */
async function open(page: Page, pathname: string) {
  await page.goto(`${site.url}${pathname}`, { waitUntil: 'domcontentloaded' });
  await page.mouse.move(5, 5);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.locator('html[data-field-measuring]').waitFor({ state: 'attached' });
}

/** Leaves the page as a visitor does, so it sends what it measured (on page hide). */
const leave = (page: Page) => page.goto(`${site.url}/contact`, { waitUntil: 'domcontentloaded' });

const rows = (since: number) => site.fieldStore.rowsSince(since);
const kinds = (found: FieldRow[]) => found.map(({ part, release, metric, nav }) => ({ part, release, metric, nav }));

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  const info = console.info;
  console.info = (...args: unknown[]) => {
    logged.push(args.join(' '));
    info(...args);
  };
  site = await startSite({
    port,
    remotePorts,
    releasesDir,
    siteDir,
    renderPaths: ['/shop', '/contact'],
    trustedProxies: ['127.0.0.1', '::1'],
  });
  const metrics = createSiteMetrics({ field: site.fieldStore });
  teamPage = metricsServer(metrics.registry, { field: site.fieldStore });
  await new Promise<void>((listening) => teamPage.listen(0, '127.0.0.1', listening));
});
test.afterAll(async () => {
  teamPage?.close();
  await site?.close();
  rmSync(releasesDir, { recursive: true, force: true });
  rmSync(path.dirname(siteDir), { recursive: true, force: true });
});

test('a visit leaves field figures against the releases it was served, with the kind of each move', async ({
  browser,
}) => {
  const since = Date.now();
  const { shop, marketing } = site.deployments.deployed;
  const page = await visitor(browser);
  try {
    await open(page, '/shop');
    // Inside the shop, drawn in place.
    await page
      .getByRole('link', { name: /Wrap Lab Crew Tee/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Wrap Lab Crew Tee' })).toBeVisible();
    // To marketing's contact page, a document of its own.
    await page.locator('main a[href="/contact"], footer a[href="/contact"]').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/quote|contact/i);
    await page.locator('html[data-field-measuring]').waitFor({ state: 'attached' });
    await page.goto(`${site.url}/shop`, { waitUntil: 'domcontentloaded' });
    await expect
      .poll(async () => kinds(await rows(since)), { timeout: REPORTS_ARRIVE_MS })
      .toEqual(
        expect.arrayContaining([
          { part: 'shop', release: shop, metric: 'TTFB', nav: 'load' },
          { part: 'shop', release: shop, metric: 'LCP', nav: 'load' },
          { part: 'shop', release: shop, metric: 'LCP', nav: 'in-remote' },
          { part: 'marketing', release: marketing, metric: 'TTFB', nav: 'cross-remote' },
          { part: 'marketing', release: marketing, metric: 'LCP', nav: 'cross-remote' },
        ]),
      );
    // No address, visitor or page address is kept: the figures' fields are all there is.
    for (const row of await rows(since))
      expect(Object.keys(row).sort()).toEqual(
        expect.arrayContaining(['at', 'metric', 'nav', 'part', 'rating', 'release', 'value']),
      );
  } finally {
    await page.context().close();
  }
});

test('a canary made slow on purpose (a long task on Add to Cart, no error) is put down to the shop and rolled back by itself on INP', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stableId = readDeployments(siteDir)!.deployed.shop;
  const slow = changedRelease(
    releasesDir,
    'shop',
    stableId,
    'title:"Added to cart!"',
    'title:(()=>{const end=performance.now()+900;while(performance.now()<end);return"Added to cart!"})()',
    { browserOnly: true },
  );
  expect(slow.changed, 'the toast is in one browser chunk').toBe(1);
  slowCanary = slow.id;
  await command('deploy', 'shop', slow.id, '--canary', '50', '--auto', '--min-visitors', '2');
  const since = Date.now();
  const pages = [
    ...(await Promise.all([90, 91].map((bucket) => visitor(browser, bucket)))),
    ...(await Promise.all([10, 11].map((bucket) => visitor(browser, bucket)))),
  ];
  const errors: string[] = [];
  try {
    for (const [n, page] of pages.entries()) {
      page.on('pageerror', (error) => errors.push(error.message));
      await open(page, '/shop');
      await addTeeToCart(page);
      await expect(page.getByRole('status').getByText('Added to cart!')).toBeVisible();
      // A canary visitor leaves once the browser has timed the slow tap (its entry comes a frame
      // after the paint; a visitor who left sooner would take the tap with them unreported).
      if (n >= 2)
        await page.evaluate(
          () =>
            new Promise<void>((timed) =>
              new PerformanceObserver((list, observer) => {
                if (list.getEntries().some((entry) => entry.name === 'click' && entry.duration >= 900)) {
                  observer.disconnect();
                  timed();
                }
              }).observe({ type: 'event', buffered: true }),
            ),
        );
      await leave(page);
    }
    await expect.poll(() => readDeployments(siteDir)?.canary, { timeout: REPORTS_ARRIVE_MS }).toBeUndefined();
    expect(readDeployments(siteDir)!.deployed.shop).toBe(stableId);
    expect(errors).toEqual([]);
    expect(logged.find((line) => line.startsWith(`[canary] Rolled back shop ${slow.id} by itself`))).toMatch(
      /by itself: INP slower: INP p75 \d+ ms over 2 visitors against \d+ ms over 2 on the deployed release \(margin 100 ms\)$/,
    );
    // Each canary visitor's Add to Cart, a poor INP put down to the shop by the element tapped; no one else's.
    const slowTaps = async () => (await rows(since)).filter((row) => row.metric === 'INP' && row.value >= 900);
    await expect.poll(async () => (await slowTaps()).length).toBe(2);
    for (const tap of await slowTaps())
      expect(tap).toMatchObject({ part: 'shop', release: slow.id, dom: 'shop', rating: 'poor', nav: 'in-remote' });

    const listed = (await command('releases', 'shop')).stdout;
    expect(listed).toMatch(
      new RegExp(
        `^\\* ${stableId} .*\\n    field, last 7 days: LCP p75 \\d+ ms \\(\\d+\\), INP p75 \\d+ ms \\(\\d+\\)`,
        'm',
      ),
    );
  } finally {
    await Promise.all(pages.map((page) => page.context().close()));
  }
});

test('a clean canary with --auto is promoted by itself once its visitors’ pages have said how fast it is', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stableId = readDeployments(siteDir)!.deployed.shop;
  const clean = changedRelease(
    releasesDir,
    'shop',
    stableId,
    'Orders ship free.',
    'Orders ship free, with a microfiber towel.',
  );
  await command('deploy', 'shop', clean.id, '--canary', '50', '--auto', '--min-visitors', '2', '--clean-minutes', '0');
  const pages = [
    ...(await Promise.all([93, 94].map((bucket) => visitor(browser, bucket)))),
    ...(await Promise.all([13, 14].map((bucket) => visitor(browser, bucket)))),
  ];
  try {
    for (const page of pages) await open(page, '/shop');
    // Every visitor counted, none failing: still a canary until their pages report.
    expect(readDeployments(siteDir)!.canary?.id).toBe(clean.id);
    for (const page of pages) await leave(page);
    await expect.poll(() => readDeployments(siteDir)?.deployed.shop, { timeout: REPORTS_ARRIVE_MS }).toBe(clean.id);
    expect(logged.find((line) => line.startsWith(`[canary] Promoted shop ${clean.id} by itself`))).toMatch(
      /LCP p75 \d+ ms over 2 visitors against \d+ ms over \d+ on the deployed release \(margin 500 ms\)$/,
    );
  } finally {
    await Promise.all(pages.map((page) => page.context().close()));
  }
});

test('the team page on the internal port draws each part’s figures as charts', async ({ browser }) => {
  // A plain page: the team page runs no script, so there is nothing to hydrate.
  const page = await browser.newPage();
  const { port: internal } = teamPage.address() as AddressInfo;
  await page.goto(`http://127.0.0.1:${internal}/field?days=1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Field Web Vitals by team' })).toBeVisible();
  const shop = page.getByRole('region', { name: 'shop' });
  await expect(shop.getByRole('img', { name: 'shop: p75 INP over time, by release' })).toBeVisible();
  await expect(shop.getByRole('img', { name: 'shop: p75 LCP over time, by release' })).toBeVisible();
  await expect(
    shop.getByRole('img', { name: 'shop: share of good, needs-improvement and poor visits, by metric and release' }),
  ).toBeVisible();
  // The slow canary's INP: three taps in four at or under its p75, the planted long task's.
  const slowInp = shop.getByRole('row').filter({ hasText: slowCanary }).filter({ hasText: 'INP' });
  const p75 = await slowInp.getByRole('cell').nth(2).textContent();
  expect(Number(/^(\d+) ms$/.exec(p75 ?? '')?.[1])).toBeGreaterThanOrEqual(900);
  await expect(page.getByRole('region', { name: 'member' }).getByText('No figures from visitors yet.')).toBeVisible();
  // Never on the site's own origin.
  expect((await page.request.get(`${site.url}/field`)).status()).toBe(404);
  await page.screenshot({ path: test.info().outputPath('team-page.png'), fullPage: true });
  await page.close();
});

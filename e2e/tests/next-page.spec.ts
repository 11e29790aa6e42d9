import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Page } from '@playwright/test';
import { environmentOfItsOwn } from 'infra/release/testing/environment-of-its-own';
import { portPlan } from 'infra/site/environment';
import { signedBucket, visitorKey } from 'infra/site/release-buckets';
import { startSite, type RunningSite } from 'infra/site/site';

import { changedRelease } from '../support/changed-release';
import { releaseCommand } from '../support/release-cli';
import { boundary, isSameDocument, markDocument } from '../support/site';
import { expect, test } from '../support/test';

/**
 * Moving to the next page (ADR 0014): a move the remote on screen can draw at once stays in the page;
 * any other is a document navigation to the rendered HTML. Whichever it is, the visitor gets the
 * page at the top (and their place back on Back), a screen reader hears where they are, and what
 * they carry (chat, cart, toasts, their release set) comes along.
 */

/** Wait until the page the visitor moved to has started and hydrated (a document move starts its scripts anew). */
async function hydratedAt(page: Page, url: string | RegExp) {
  await expect(page).toHaveURL(url);
  await page.mouse.move(7, 7);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

test.describe('moving between pages', () => {
  test('a move to another remote loads its rendered page at the top, and Back brings the visitor to their place', async ({
    page,
  }) => {
    await page.goto('/');
    await markDocument(page);
    const regionLink = page.locator('main a[href="/regions/illinois"]').filter({ visible: true }).first();
    await regionLink.scrollIntoViewIfNeeded();
    const place = await page.evaluate(() => Math.round(scrollY));
    expect(place).toBeGreaterThan(300);

    await regionLink.click();
    await hydratedAt(page, /\/regions\/illinois$/);
    // A new document: its own title is what a screen reader announces.
    expect(await isSameDocument(page)).toBe(false);
    await expect(page).toHaveTitle(/Illinois/);
    await expect(boundary(page, 'locations').getByRole('heading', { level: 1 })).toContainText('Illinois');
    expect(await page.evaluate(() => scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(boundary(page, 'marketing').getByRole('heading', { level: 1 })).toBeVisible();
    // The place the visitor left, as the browser restores it: its scroll offset. Sections below the
    // first screen are sized by estimate until they near the viewport, so the text at that offset can
    // differ by some lines from what the visitor saw (issue 38 keeps this open).
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(place / 2);

    await page.goForward();
    await expect(page).toHaveURL(/\/regions\/illinois$/);
    await expect(boundary(page, 'locations').getByRole('heading', { level: 1 })).toContainText('Illinois');
  });

  test('a move drawn in the page announces the new page, moves focus to it and scrolls to the top; Back restores the place', async ({
    page,
  }) => {
    await page.goto('/regions/illinois');
    await markDocument(page);
    const nearby = boundary(page, 'locations')
      .getByRole('link', { name: /^Indiana/ })
      .first();
    await nearby.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(300);

    // The region page's code is on screen already, so the next region is drawn in place.
    await nearby.click();
    await expect(page).toHaveURL(/\/regions\/indiana$/);
    await expect(boundary(page, 'locations').getByRole('heading', { level: 1 })).toHaveText(
      'Professional Vehicle Wrapping Services in Indiana',
    );
    expect(await isSameDocument(page)).toBe(true);
    await expect(page.locator('#page-announcer')).toHaveText(await page.title());
    await expect(page.locator('#page-announcer')).toContainText('Indiana');
    await expect(page.locator('#main')).toBeFocused();
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);

    await page.goBack();
    await expect(boundary(page, 'locations').getByRole('heading', { level: 1 })).toContainText('Illinois');
    await expect(nearby).toBeInViewport();
    await expect(page.locator('#page-announcer')).toContainText('Illinois');
  });

  test('the cart, the sign-in and a toast still running come along to another remote', async ({ page }) => {
    await page.goto('/shopping');
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    const toast = page.getByRole('status', { name: 'Notifications' });
    await expect(toast).toContainText('Added to cart!');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    // The toast finishes its five seconds on the next page, and the header shows the stored cart.
    await expect(toast).toContainText('Added to cart!');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(toast).not.toContainText('Added to cart!', { timeout: 7000 });
  });
});

test.describe('a visitor in a canary', () => {
  // An environment of its own, so the canary touches no other test.
  const { port, remotePorts } = portPlan(8680, 3600);
  const releasesDir = mkdtempSync(path.join(tmpdir(), 'wraplab-releases-'));
  const siteDir = environmentOfItsOwn();
  const command = releaseCommand(releasesDir, siteDir);
  let site: RunningSite;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await startSite({
      port,
      remotePorts,
      releasesDir,
      siteDir,
      renderPaths: ['/shopping', '/shopping/wrap-lab-tee', '/contact'],
    });
  });
  test.afterAll(async () => {
    await site.close();
    rmSync(releasesDir, { recursive: true, force: true });
    rmSync(path.dirname(siteDir), { recursive: true, force: true });
  });

  test('keeps one release set while moving between remotes and inside one', async ({ browser }) => {
    test.setTimeout(90_000);
    const stableId = site.deployments.deployed.shop;
    const canary = changedRelease(releasesDir, 'shop', stableId, 'Orders ship free.', 'Orders ship free, canary.');
    await command('deploy', 'shop', canary.id, '--canary', '50');

    for (const [bucket, theirs] of [
      [10, canary.id],
      [90, stableId],
    ] as const) {
      const context = await browser.newContext();
      // A bucket the gateway signed: one it did not sign is replaced by a new one, on either side.
      await context.addCookies([
        { name: 'release-bucket-shop', value: signedBucket(visitorKey(siteDir), 'shop', bucket), url: site.url },
      ]);
      const shopFiles: string[] = [];
      context.on(
        'request',
        (request) => request.url().startsWith(site.remoteUrls.shop) && shopFiles.push(request.url()),
      );
      const page = await context.newPage();
      const shopReleaseInHtml = () =>
        page.evaluate(
          () =>
            new URL(
              (
                JSON.parse(document.getElementById('page-data')!.textContent!) as {
                  manifest: { remotes: { shop: string } };
                }
              ).manifest.remotes.shop,
            ).pathname.split('/')[1],
        );
      try {
        await page.goto(`${site.url}/shopping`);
        await hydratedAt(page, /\/shopping$/);
        expect(await shopReleaseInHtml()).toBe(theirs);
        await page
          .getByRole('link', { name: /Wrap Lab Crew Tee/ })
          .first()
          .click();
        await hydratedAt(page, /\/shopping\/wrap-lab-tee$/);
        expect(await shopReleaseInHtml()).toBe(theirs);
        await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
        await hydratedAt(page, /\/contact$/);
        expect(await shopReleaseInHtml()).toBe(theirs);
        await page.goBack();
        await hydratedAt(page, /\/shopping\/wrap-lab-tee$/);
        await page.getByRole('group', { name: 'Size' }).getByLabel('M', { exact: true }).check();
        await page
          .getByRole('button', { name: /Add to Cart/ })
          .first()
          .click();
        await expect(page.getByRole('banner').getByRole('link', { name: /Cart, 1 item/ })).toBeVisible();
        // Every shop file of every page came from the visitor's one release.
        expect([...new Set(shopFiles.map((url) => new URL(url).pathname.split('/')[1]))]).toEqual([theirs]);
      } finally {
        await context.close();
      }
    }
  });
});

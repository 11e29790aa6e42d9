import type { Browser, Page } from '@playwright/test';
import { signedBucket, visitorKey } from 'infra/site/release-buckets';
import type { RunningSite } from 'infra/site/site';

import { expect } from './test';

export interface Visitor {
  page: Page;
  /** Every file the visitor's browser asked of the shop's origin. */
  shopFiles: string[];
  close(): Promise<void>;
}

/**
 * Visitors of a site of the test's own, each with their own cookies, on a network of their own (the
 * site trusts the loopback proxy's X-Forwarded-For there): with `bucket`, one who already holds that
 * release bucket for the shop, as the gateway signed it.
 */
export function canaryVisitors(site: () => RunningSite, siteDir: string) {
  let networks = 0;
  return async (browser: Browser, bucket?: number): Promise<Visitor> => {
    const { url, remoteUrls } = site();
    const context = await browser.newContext();
    // Only the site's own requests carry it: a header added to the remotes' script requests would need their CORS preflight.
    const network = `198.51.100.${++networks}`;
    await context.route(`${url}/**`, (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': network } }),
    );
    if (bucket !== undefined)
      await context.addCookies([
        { name: 'release-bucket-shop', value: signedBucket(visitorKey(siteDir), 'shop', bucket), url },
      ]);
    const shopFiles: string[] = [];
    context.on('request', (request) => request.url().startsWith(remoteUrls.shop) && shopFiles.push(request.url()));
    return { page: await context.newPage(), shopFiles, close: () => context.close() };
  };
}

/** From the shop's list: the tee's page (drawn in place), size M, Add to Cart. */
export async function addTeeToCart(page: Page) {
  await page
    .getByRole('link', { name: /Wrap Lab Crew Tee/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wrap Lab Crew Tee' })).toBeVisible();
  await page.getByRole('group', { name: 'Size' }).getByLabel('M', { exact: true }).check();
  await page
    .getByRole('button', { name: /Add to Cart/ })
    .first()
    .click();
}

import type { Page } from '@playwright/test';

import type { RemoteName } from 'shared-contracts/routes/route-table';

import { boundary, remoteOrigins } from '../support/site';
import { expect, test } from '../support/test';

interface InsertedScript {
  src: string;
  integrity: string | null;
  crossorigin: string | null;
}

/** Every script element added to any document of the tab, with the attributes it had when added. */
async function recordInsertedScripts(page: Page) {
  const inserted: InsertedScript[] = [];
  await page.exposeFunction('recordScript', (script: InsertedScript) => void inserted.push(script));
  await page.addInitScript(() => {
    const record = (window as unknown as { recordScript: (script: InsertedScript) => void }).recordScript;
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (node instanceof HTMLScriptElement && node.src)
            record({
              src: node.src,
              integrity: node.getAttribute('integrity'),
              crossorigin: node.getAttribute('crossorigin'),
            });
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return inserted;
}

const remoteOf = (url: string) =>
  (Object.keys(remoteOrigins) as RemoteName[]).find((name) => url.startsWith(`${remoteOrigins[name]}/`));

/** A remote's file, as its origin would serve it after someone changed it since the release. */
async function changeAfterRelease(page: Page, remote: RemoteName, file: RegExp, siteUrl: string) {
  await page.route(
    (url) => url.origin === remoteOrigins[remote] && file.test(url.pathname),
    async (route) => {
      // Read past the browser: the page prefetches a file before running it, and a dropped prefetch
      // disposes what `route.fetch()` answered while the handler still reads it.
      const original = await (await fetch(route.request().url())).text();
      await route.fulfill({
        contentType: 'text/javascript',
        headers: { 'Access-Control-Allow-Origin': siteUrl },
        body: `${original}\n;console.info('changed after release');`,
      });
    },
  );
}

function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  return errors;
}

const integrityFailure = (file: RegExp) =>
  new RegExp(
    `Failed to find a valid digest in the 'integrity' attribute for resource 'http://localhost:\\d+/[^/]+/${file.source}'`,
  );

test.describe('integrity of remote code', () => {
  test('every script the remotes bring carries the SHA-384 its release recorded and crossorigin', async ({ page }) => {
    const inserted = await recordInsertedScripts(page);
    const requested: string[] = [];
    page.on(
      'request',
      (request) => request.resourceType() === 'script' && remoteOf(request.url()) && requested.push(request.url()),
    );

    await page.goto('/');
    await page.getByRole('button', { name: 'Chat with Avery' }).click();
    await expect(boundary(page, 'chat').getByRole('region', { name: 'Chat with Avery' })).toBeVisible();
    await page.goto('/shop');
    await page.goto('/login');

    expect(new Set(requested.map(remoteOf))).toEqual(new Set(['marketing', 'locations', 'chat', 'shop', 'member']));
    for (const url of requested) {
      const script = inserted.find((candidate) => candidate.src === url);
      expect(script, url).toMatchObject({
        integrity: expect.stringMatching(/^sha384-[A-Za-z0-9+/]{64}$/),
        crossorigin: 'anonymous',
      });
    }
  });

  test('an entry or a chunk changed after release is refused: that remote keeps its server page, its buttons say it is unavailable, and the rest of the site works', async ({
    page,
    baseURL,
  }) => {
    const errors = consoleErrors(page);
    const siteOrigin = new URL(baseURL!).origin;
    await changeAfterRelease(page, 'shop', /\/remoteEntry\.js$/, siteOrigin);
    await changeAfterRelease(page, 'member', /\/__federation_expose_app\.[0-9a-f]+\.js$/, siteOrigin);

    // The shop's page the server drew stays readable; only its buttons say the shop is unavailable.
    await page.goto('/shop');
    const shop = page.locator('[data-unavailable="shop"]');
    await expect(shop.getByRole('heading', { level: 1 })).toBeVisible();
    await shop.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page.getByText('The shop is unavailable just now')).toBeVisible();
    expect(errors.join('\n')).toMatch(integrityFailure(/remoteEntry\.js/));

    // Another remote's page is its own document (ADR 0014): the member area's page the server drew
    // stays too, and its Sign In says the member area is unavailable.
    await page.getByRole('banner').getByRole('link', { name: 'Member Login' }).click();
    await expect(page).toHaveURL('/login');
    const member = page.locator('[data-unavailable="member"]');
    await member.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('The member area is unavailable just now')).toBeVisible();
    expect(errors.join('\n')).toMatch(integrityFailure(/__federation_expose_app\.[0-9a-f]+\.js/));
    expect(errors.join('\n')).not.toContain('changed after release');

    await page.getByRole('banner').getByRole('link', { name: 'Gallery' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Project gallery');
  });
});

import { portPlan } from 'infra/site/environment';
import { startSite, type RunningSite } from 'infra/site/site';

import { deployEntryStandIn } from '../support/release-stand-in';
import { boundary, isSameDocument, markDocument } from '../support/site';
import { expect, test } from '../support/test';

// A site of its own, so one of its remotes can be taken down without disturbing other tests.
const { port, remotePorts } = portPlan(8180, 3100);
let site: RunningSite;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  // Storing the releases and rendering takes a while on a busy machine.
  test.setTimeout(120_000);
  // Only the pages these tests load from the server (the breadcrumbs' Home among them); the rest are
  // drawn by the browser or answer not found, and rendering all 371 would cost the suite half a minute.
  const renderPaths = ['/', '/about', '/shop', '/shopping', '/locations/evanston', '/member-dashboard'];
  site = await startSite({ port, remotePorts, renderPaths });
});
test.afterAll(async () => {
  await site.close();
});

for (const { path, remote, heading } of [
  { path: '/about', remote: 'marketing', heading: 'About Wrap Lab Chicago' },
  { path: '/shop', remote: 'shop', heading: 'Shop' },
  { path: '/locations/evanston', remote: 'locations', heading: 'Vehicle Wraps in Evanston, Illinois' },
] as const) {
  test(`with its remote unreachable, ${path} keeps the server's page: its text stays and its links work`, async ({
    page,
  }) => {
    await site.stopRemote(remote);
    try {
      await page.goto(`${site.url}${path}`);
      // The slot that holds the part's server page says the part is unavailable, and keeps the page.
      const main = page.locator(`[data-unavailable="${remote}"]`);
      await expect(main.getByRole('heading', { level: 1 })).toContainText(heading);
      await expect(page.getByRole('alert')).toHaveCount(0);
      const link = main.locator('a[href^="/"]').first();
      const href = (await link.getAttribute('href')) as string;
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(#.*)?$`));
    } finally {
      await site.startRemote(remote);
    }
  });
}

test('with the shop unreachable, its server page stays, its buttons say the shop is unavailable, and a page drawn fresh shows the fallback', async ({
  page,
}) => {
  await site.stopRemote('shop');
  try {
    await page.goto(`${site.url}/shopping`);
    const shop = page.locator('[data-unavailable="shop"]');
    await expect(shop.getByRole('heading', { level: 1 })).toBeVisible();
    await shop.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page.getByText('The shop is unavailable just now')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();

    // A page the browser draws itself (a product the server has no page for) gets the fallback as before.
    await page.goto(`${site.url}/shopping/no-such-product`);
    await markDocument(page);
    const fallback = page.getByRole('alert');
    await expect(fallback).toContainText('The shop is taking a break', { timeout: 5000 });
    await expect(fallback.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await expect(fallback.getByRole('link', { name: '(773) 555-0148' })).toHaveAttribute('href', 'tel:+17735550148');
    await expect(page.getByRole('contentinfo')).toContainText('Wrap Lab Chicago');
  } finally {
    await site.startRemote('shop');
  }

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(boundary(page, 'shop').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await isSameDocument(page)).toBe(true);
});

test('the Try again button brings the remote back once its server answers', async ({ page }) => {
  await site.stopRemote('member');
  await page.goto(`${site.url}/`);
  await page.getByRole('banner').getByRole('link', { name: 'Member Login' }).click();
  await expect(page.getByRole('alert')).toContainText('The member area is taking a break');
  await site.startRemote('member');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(boundary(page, 'member')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a remote that throws while mounting is replaced by the fallback; header, footer and toasts still work', async ({
  page,
}) => {
  // A member release whose mount throws, deployed as a bad release would be (its hashes recorded).
  await deployEntryStandIn(
    page,
    site.url,
    'member',
    `window.mfe_member = {
      init: function () {},
      get: function () {
        return Promise.resolve(function () {
          return {
            bootstrap: function () { return Promise.resolve(); },
            mount: function () { return Promise.reject(new Error('Member area crashed while mounting')); },
            unmount: function () { return Promise.resolve(); }
          };
        });
      }
    };`,
  );
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`${site.url}/member-dashboard`);
  await expect(page.getByRole('alert')).toContainText('The member area is taking a break');
  expect(errors.join('\n')).toContain('Member area crashed while mounting');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Contact' })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Gallery' }).click();
  await expect(boundary(page, 'marketing')).toBeVisible();
  await page.goto(`${site.url}/nowhere`);
  await expect(page.getByRole('status').getByText('Page not found')).toBeVisible();
});

test('with the chat server down, pages still render and the chat says how to reach us', async ({ page }) => {
  await site.stopRemote('chat');
  try {
    await page.goto(`${site.url}/`);
    await expect(boundary(page, 'marketing')).toBeVisible();
    const launcher = page.getByRole('button', { name: 'Chat with Avery' });
    await launcher.click();
    const note = page.getByRole('status').filter({ hasText: 'Chat is unavailable right now.' });
    await expect(note).toBeVisible();
    await expect(note.getByRole('link', { name: '(773) 555-0148' })).toHaveAttribute('href', 'tel:+17735550148');
    await expect(launcher).toHaveCount(0);
  } finally {
    await site.startRemote('chat');
  }
});

test('a remote whose manifest fails to arrive twice is drawn on the third attempt, with no fallback', async ({
  page,
}) => {
  const fetches: ('failed' | 'answered')[] = [];
  await page.route(`http://localhost:${remotePorts.member}/**/mf-manifest.json`, async (route) => {
    // The prefetch hint is not the loader's.
    if (route.request().resourceType() !== 'fetch') return route.continue();
    // A failed attempt is followed at once by a fetch that tells a changed file from one that did not
    // arrive (ADR 0010); that one gets through, as does everything after the second failed attempt.
    const fail = fetches.at(-1) !== 'failed' && fetches.filter((fetch) => fetch === 'failed').length < 2;
    fetches.push(fail ? 'failed' : 'answered');
    return fail ? route.abort('failed') : route.continue();
  });
  await page.goto(`${site.url}/member-dashboard`);
  // Every part of the first route has hydrated or failed; the member area hydrated, not kept unavailable.
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page.locator('[data-unavailable="member"]')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(fetches).toEqual(['failed', 'answered', 'failed', 'answered', 'answered']);
});

import { expect, test } from '../support/test';
import { portPlan } from 'infra/server/environment';
import { startSite, type RunningSite } from 'infra/server/site';
import { deployEntryStandIn } from '../support/release-stand-in';
import { boundary, isSameDocument, markDocument } from '../support/site';

// A site of its own, so one of its remotes can be taken down without disturbing other tests.
const { port, remotePorts } = portPlan(8180, 3100);
let site: RunningSite;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  // Storing the releases and rendering every page takes a while on a busy machine.
  test.setTimeout(120_000);
  site = await startSite({ port, remotePorts });
});
test.afterAll(async () => {
  await site.close();
});

test('with the shop server down, the shop shows a fallback and the rest of the site keeps working', async ({ page }) => {
  await site.stopRemote('shop');
  try {
    await page.goto(`${site.url}/shopping`);
    const fallback = page.getByRole('alert');
    await expect(fallback).toContainText('The shop is taking a break', { timeout: 5000 });
    await expect(fallback.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(fallback.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await expect(fallback.getByRole('link', { name: '(773) 555-0148' })).toHaveAttribute('href', 'tel:+17735550148');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Gallery' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Wrap Lab Chicago');
    await markDocument(page);

    await page.getByRole('banner').getByRole('link', { name: 'Gallery' }).click();
    await expect(boundary(page, 'marketing').getByRole('heading', { level: 1 })).toContainText('Gallery');
    await expect(page.getByRole('alert')).toHaveCount(0);
  } finally {
    await site.startRemote('shop');
  }

  await page.getByRole('contentinfo').getByRole('link', { name: 'Shop', exact: true }).click();
  await expect(page).toHaveURL(`${site.url}/shopping`);
  await expect(boundary(page, 'shop')).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
});

test('the Try again button brings the remote back once its server answers', async ({ page }) => {
  await site.stopRemote('member');
  await page.goto(`${site.url}/login`);
  await expect(page.getByRole('alert')).toContainText('The member area is taking a break');
  await site.startRemote('member');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(boundary(page, 'member')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a remote that throws while mounting is replaced by the fallback; header, footer and toasts still work', async ({ page }) => {
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

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { contentHash } from 'infra/release/release-store';
import { environmentOfItsOwn } from 'infra/release/testing/environment-of-its-own';
import { portPlan } from 'infra/site/environment';
import { startSite, type RunningSite } from 'infra/site/site';

import { remoteNames } from 'shared-contracts/routes/route-table';

import { addTeeToCart } from '../support/canary-visitors';
import { changedRelease } from '../support/changed-release';
import { releaseCommand } from '../support/release-cli';
import { expect, test } from '../support/test';

// An environment of its own (own release store and deployments), so its deploys touch no other test.
const { port, remotePorts } = portPlan(8380, 3300);
const releasesDir = mkdtempSync(path.join(tmpdir(), 'wraplab-releases-'));
const siteDir = environmentOfItsOwn();
let site: RunningSite;

/** The team's commands, as `npm run deploy -- ...` runs them, against this environment. */
const command = releaseCommand(releasesDir, siteDir);

const OLD_TEXT = 'Orders ship free.';
const NEW_TEXT = 'Orders ship free, and every order this week comes with a felt squeegee.';
const NEWEST_TEXT = 'Orders ship free, and every order this month comes with a detailing towel.';

/** A changed shop, as a rebuild would make it: one sentence of the shop page rewritten, in both builds. */
function changedShop(fromId: string) {
  const { id, changed } = changedRelease(releasesDir, 'shop', fromId, OLD_TEXT, NEW_TEXT);
  expect(changed, 'the sentence is in the browser and the server build').toBeGreaterThanOrEqual(2);
  return id;
}

const remotesJson = async () =>
  (await (await fetch(`${site.url}/remotes.json`)).json()) as { remotes: Record<string, string> };
const otherRemotes = remoteNames.filter((name) => name !== 'shop');
const fingerprints = async () => {
  const { remotes } = await remotesJson();
  return otherRemotes.map((name) => {
    const id = site.deployments.deployed[name];
    return `${name} ${remotes[name]} ${contentHash(path.join(releasesDir, name, id))}`;
  });
};

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  // Storing the releases takes a while on a busy machine; only /shop, the page these visitors load, is rendered.
  test.setTimeout(120_000);
  site = await startSite({ port, remotePorts, releasesDir, siteDir, renderPaths: ['/shop'] });
});
test.afterAll(async () => {
  await site.close();
  rmSync(releasesDir, { recursive: true, force: true });
  rmSync(path.dirname(siteDir), { recursive: true, force: true });
});

test('a shop release goes live for new page loads while an open tab keeps working, and rolls back', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const oldId = site.deployments.deployed.shop;
  const before = await fingerprints();
  await page.goto(`${site.url}/shop`);
  await expect(page.getByText(OLD_TEXT)).toBeVisible();

  const newId = changedShop(oldId);
  expect(newId).not.toBe(oldId);
  const deployed = await command('deploy', 'shop', newId);
  expect(deployed.stdout).toContain(`Deployed shop ${newId}`);
  expect((await remotesJson()).remotes.shop).toBe(`${site.remoteUrls.shop}/${newId}/mf-manifest.json`);

  // A new page load: the new release's HTML and scripts.
  const fresh = await context.newPage();
  const freshShopFiles: string[] = [];
  fresh.on(
    'request',
    (request) => request.url().startsWith(site.remoteUrls.shop) && freshShopFiles.push(request.url()),
  );
  await fresh.goto(`${site.url}/shop`);
  await expect(fresh.getByText(NEW_TEXT)).toBeVisible();
  await fresh.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect(freshShopFiles.length).toBeGreaterThan(0);
  expect(freshShopFiles.every((url) => url.startsWith(`${site.remoteUrls.shop}/${newId}/`))).toBe(true);

  // The tab opened before the deploy keeps working on its own release: client-side navigation and the cart.
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(request.url()));
  page.on('response', (response) => response.status() >= 400 && failed.push(response.url()));
  await addTeeToCart(page);
  await expect(page).toHaveURL(/\/shop(ping)?\/wrap-lab-tee$/);
  await expect(page.getByRole('status').getByText('Added to cart!')).toBeVisible();
  expect(failed).toEqual([]);
  const oldEntry = await fetch(`${site.remoteUrls.shop}/${oldId}/remoteEntry.js`);
  expect(oldEntry.status).toBe(200);
  expect(oldEntry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

  // Nothing of the other remotes moved.
  expect(await fingerprints()).toEqual(before);

  const listed = await command('releases', 'shop');
  expect(listed.stdout).toMatch(new RegExp(`^\\* ${newId} .*\\(deployed\\)$`, 'm'));
  expect(listed.stdout).toMatch(new RegExp(`^  ${oldId} `, 'm'));

  // Rollback: the next page load is the previous release again.
  const rolledBack = await command('rollback', 'shop');
  expect(rolledBack.stdout).toContain(`Rolled shop back to ${oldId}`);
  const again = await context.newPage();
  await again.goto(`${site.url}/shop`);
  await expect(again.getByText(OLD_TEXT)).toBeVisible();
  await expect(again.getByText(NEW_TEXT)).toHaveCount(0);
  expect(await fingerprints()).toEqual(before);
});

test('a restart after a rollback serves the release deployments.json names, never the last local build', async () => {
  test.setTimeout(120_000);
  const local = site.deployments.deployed.shop;
  const newer = changedShop(local);
  const newest = changedRelease(releasesDir, 'shop', newer, NEW_TEXT, NEWEST_TEXT).id;
  await command('deploy', 'shop', newer);
  await command('deploy', 'shop', newest);
  expect((await command('rollback', 'shop')).stdout).toContain(`Rolled shop back to ${newer}`);
  const deployments = readFileSync(path.join(siteDir, 'deployments.json'), 'utf8');

  await site.close();
  site = await startSite({ port, remotePorts, releasesDir, siteDir, renderPaths: ['/shop'], deployBuild: false });
  expect(site.deployments.deployed.shop).toBe(newer);
  expect(readFileSync(path.join(siteDir, 'deployments.json'), 'utf8')).toBe(deployments);
  const page = await (await fetch(`${site.url}/shop`)).text();
  expect(page).toContain(NEW_TEXT);
  expect(page).not.toContain(NEWEST_TEXT);
  expect((await remotesJson()).remotes.shop).toBe(`${site.remoteUrls.shop}/${newer}/mf-manifest.json`);
});

test('a refused deploy says why in one line and changes nothing', async () => {
  const manifest = JSON.stringify(await remotesJson());
  const refused = await command('deploy', 'shop', site.deployments.deployed.member).catch(
    (error: { stderr: string; code: number }) => error,
  );
  expect((refused as { code: number }).code).toBe(1);
  expect((refused as { stderr: string }).stderr.trim()).toBe(
    `${site.deployments.deployed.member} is a release of member, not of shop`,
  );
  expect(JSON.stringify(await remotesJson())).toBe(manifest);
});

test('an environment told to render only /shop serves that page and answers every other page not found', async () => {
  expect((await fetch(`${site.url}/shop`)).status).toBe(200);
  const other = await fetch(`${site.url}/about`);
  expect(other.status).toBe(404);
  expect(await other.text()).toContain('Page not found');
});

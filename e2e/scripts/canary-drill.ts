/**
 * The canary drill: a site of its own (own release store, environment and ports, only /shop
 * rendered), then two canaries of the shop, each deployed with `--auto` by the team's command.
 *   1. A healthy canary, while one client (one address, 127.0.0.2) forges thousands of error
 *      reports and bucket cookies and mints genuine cookies by the hundred: it must stay live.
 *   2. A canary that throws on Add to Cart, visited by real browsers (Chromium): it must be rolled
 *      back by itself.
 * Honest visitors reach the site through a proxy it trusts (X-Forwarded-For), each from a network of
 * their own; the attacker does not. Prints figures; exits 1 if either outcome is not what it must be.
 *   npm run drill:canary
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { chromium, type Browser } from '@playwright/test';
import { readDeployments } from 'infra/release/deployments';
import { readReleaseStats } from 'infra/release/release-stats';
import { portPlan } from 'infra/site/environment';
import { signedBucket } from 'infra/site/release-buckets';
import { startSite, type RunningSite } from 'infra/site/site';

import { changedRelease } from '../support/changed-release';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { releaseCommand } from '../support/release-cli';

const FORGED_REPORTS = 3000;
const MINTED_COOKIES = 300;
const HONEST_VISITORS = 40;
const MAX_BROWSERS = 24;

/** One request from the attacker's own address, answered with its status and cookie. */
function fromAttacker(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; cookie?: string }>((resolve, reject) => {
    const req = request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, localAddress: '127.0.0.2', agent: false },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode!, cookie: res.headers['set-cookie']?.[0]?.split(';')[0] }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const report = (site: RunningSite, release: string, cookie: string) =>
  fromAttacker(`${site.url}/api/releaseReport`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain', Cookie: cookie },
    body: JSON.stringify({ kind: 'error', app: 'shop', release, sample: 0.01 }),
  });

function evidence(siteDir: string, id: string) {
  const counts = readReleaseStats(siteDir).shop?.[id];
  return {
    views: counts?.views ?? 0,
    errors: counts?.errors ?? 0,
    visitors: counts?.visitors ?? 0,
    failing: counts?.failing ?? 0,
  };
}

async function healthyUnderAttack(site: RunningSite, siteDir: string, command: ReturnType<typeof releaseCommand>) {
  const stable = site.deployments.deployed.shop;
  const healthy = changedRelease(site.releasesDir, 'shop', stable, 'Orders ship free.', 'Orders ship free, always.');
  await command('deploy', 'shop', healthy.id, '--canary', '50', '--auto', '--min-visitors', '20', '--margin', '2');
  console.info(`1. Healthy canary ${healthy.id} live for 50% (--auto, at least 20 signed visitors, margin 2 points)`);

  // Honest visitors, each from a network of their own, behind the proxy the site trusts.
  for (let n = 0; n < HONEST_VISITORS; n++)
    await fetch(`${site.url}/shop`, { headers: { 'X-Forwarded-For': `198.51.${100 + (n >> 8)}.${n % 256}` } });

  const started = performance.now();
  const statuses = new Map<number, number>();
  const tally = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  // Genuine cookies, minted by loading pages without one, each then reporting an error.
  const minted: string[] = [];
  for (let n = 0; n < MINTED_COOKIES; n++) {
    const { cookie } = await fromAttacker(`${site.url}/shop`);
    if (cookie) minted.push(cookie);
  }
  for (const cookie of minted) tally((await report(site, healthy.id, cookie)).status);
  // Forged cookies: hand-set buckets, and buckets signed with a key of its own.
  for (let n = 0; n < FORGED_REPORTS; n++) {
    const cookie =
      n % 2 ? `release-bucket-shop=${n % 50}` : `release-bucket-shop=${signedBucket(`attacker-${n}`, 'shop', n % 50)}`;
    tally((await report(site, healthy.id, cookie)).status);
  }
  await site.releaseWatch.settled();
  site.releaseWatch.flush();
  const seconds = (performance.now() - started) / 1000;

  const live = readDeployments(siteDir)?.canary?.id === healthy.id;
  const canary = evidence(siteDir, healthy.id);
  const deployed = evidence(siteDir, stable);
  console.info(
    `   attacker (127.0.0.2): ${FORGED_REPORTS + minted.length} forged reports, ${FORGED_REPORTS} forged cookies, ${minted.length} minted cookies (${MINTED_COOKIES} page loads) in ${seconds.toFixed(1)} s`,
  );
  console.info(
    `   answers: ${[...statuses].map(([status, count]) => `${count} x ${status}`).join(', ')} (204 says nothing of what was counted)`,
  );
  console.info(
    `   raw counts, never decided on: canary ${canary.views} views, ${canary.errors} error reports accepted; deployed ${deployed.views} views, ${deployed.errors}`,
  );
  console.info(
    `   weighed as the client asked (1/sample), those ${canary.errors} reports would be ${canary.errors * 100} errors over ${canary.views} views`,
  );
  console.info(
    `   evidence: canary ${canary.failing} of ${canary.visitors} signed visitors failing; deployed ${deployed.failing} of ${deployed.visitors}`,
  );
  console.info(`   -> ${live ? 'still live: not rolled back' : 'NOT LIVE: the attack decided it'}`);
  await command('rollback', 'shop');
  console.info('   (ended by the operator to make room for the next canary)');
  return live;
}

async function brokenInBrowsers(
  browser: Browser,
  site: RunningSite,
  siteDir: string,
  command: ReturnType<typeof releaseCommand>,
) {
  const stable = site.deployments.deployed.shop;
  const broken = changedRelease(
    site.releasesDir,
    'shop',
    stable,
    'title:"Added to cart!"',
    'title:(()=>{throw new Error("Add to Cart failed in this release")})()',
    { browserOnly: true },
  );
  await command('deploy', 'shop', broken.id, '--canary', '50', '--auto', '--min-visitors', '5', '--margin', '2');
  console.info(
    `2. Broken canary ${broken.id} (throws on Add to Cart) live for 50% (--auto, at least 5 signed visitors)`,
  );
  const started = performance.now();
  let browsers = 0;
  let threw = 0;
  while (readDeployments(siteDir)?.canary?.id === broken.id && browsers < MAX_BROWSERS) {
    browsers++;
    const context = await browser.newContext();
    const network = `203.0.113.${browsers}`;
    await context.route(`${site.url}/**`, (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': network } }),
    );
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(`${site.url}/shop`, { waitUntil: 'domcontentloaded' });
      await page.mouse.move(5, 5);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page
        .getByRole('link', { name: /Wrap Lab Crew Tee/ })
        .first()
        .click();
      await page.getByRole('heading', { level: 1, name: 'Wrap Lab Crew Tee' }).waitFor();
      await page.getByRole('group', { name: 'Size' }).getByLabel('M', { exact: true }).check();
      const reported = page
        .waitForRequest((request) => request.url().endsWith('/api/releaseReport'), { timeout: 5_000 })
        .catch(() => undefined);
      await page
        .getByRole('button', { name: /Add to Cart/ })
        .first()
        .click();
      // On the deployed release the cart says so; on the canary the click throws and the browser reports it.
      await Promise.race([
        page.getByRole('status').getByText('Added to cart!').waitFor({ timeout: 5_000 }),
        reported,
      ]).catch(() => undefined);
      if (errors.includes('Add to Cart failed in this release')) {
        threw++;
        await reported;
      }
    } finally {
      await context.close();
    }
    await site.releaseWatch.settled();
  }
  const seconds = (performance.now() - started) / 1000;
  site.releaseWatch.flush();
  const rolledBack =
    readDeployments(siteDir)?.canary === undefined && readDeployments(siteDir)?.deployed.shop === stable;
  const canary = evidence(siteDir, broken.id);
  const deployed = evidence(siteDir, stable);
  console.info(`   ${browsers} browsers, ${threw} of them on the canary hit its error`);
  console.info(
    `   evidence: canary ${canary.failing} of ${canary.visitors} signed visitors failing; deployed ${deployed.failing} of ${deployed.visitors}`,
  );
  console.info(`   -> ${rolledBack ? `rolled back by itself after ${seconds.toFixed(1)} s` : 'NOT ROLLED BACK'}`);
  return rolledBack;
}

async function main() {
  const { port, remotePorts } = portPlan(8680, 3600);
  const releasesDir = mkdtempSync(path.join(tmpdir(), 'wraplab-drill-releases-'));
  const siteDir = mkdtempSync(path.join(tmpdir(), 'wraplab-drill-site-'));
  const site = await startSite({
    host: '127.0.0.1',
    port,
    remotePorts,
    releasesDir,
    siteDir,
    renderPaths: ['/shop'],
    trustedProxies: ['127.0.0.1'],
  });
  const command = releaseCommand(releasesDir, siteDir);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  let ok = false;
  try {
    const survived = await healthyUnderAttack(site, siteDir, command);
    const rolledBack = await brokenInBrowsers(browser, site, siteDir, command);
    ok = survived && rolledBack;
    console.info(ok ? 'Drill passed.' : 'Drill FAILED.');
  } finally {
    await browser.close();
    await site.close();
    rmSync(releasesDir, { recursive: true, force: true });
    rmSync(siteDir, { recursive: true, force: true });
  }
  process.exit(ok ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

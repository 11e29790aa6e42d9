import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Page } from '@playwright/test';
import { sealRelease } from 'infra/base/release-seal';
import { readDeployments } from 'infra/release/deployments';
import { readReleaseStats } from 'infra/release/release-stats';
import { RELEASE_INFO } from 'infra/release/release-store';
import { environmentOfItsOwn } from 'infra/release/testing/environment-of-its-own';
import { portPlan } from 'infra/site/environment';
import { startSite, type RunningSite } from 'infra/site/site';

import { addTeeToCart, canaryVisitors, type Visitor } from '../support/canary-visitors';
import { changedRelease } from '../support/changed-release';
import { releaseCommand } from '../support/release-cli';
import { expect, test } from '../support/test';

// An environment of its own (release store, deployments, ports), so its canaries touch no other test.
const { port, remotePorts } = portPlan(8580, 3500);
const releasesDir = mkdtempSync(path.join(tmpdir(), 'wraplab-releases-'));
const siteDir = environmentOfItsOwn();
let site: RunningSite;
let stableId: string;

/** The team's commands, as `npm run deploy -- ...` runs them, against this environment. */
const command = releaseCommand(releasesDir, siteDir);
/** A command that must be refused: its one line on stderr, and its exit code. */
const refusal = (env: Record<string, string>, ...args: string[]) =>
  releaseCommand(
    releasesDir,
    siteDir,
    env,
  )(...args).then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
  );

const OLD_TEXT = 'Orders ship free.';
const NEW_TEXT = 'Orders ship free, and every canary order comes with a microfiber towel.';

const visitor = canaryVisitors(() => site, siteDir);

/** Load a page as a visitor would (the pointer moves, which starts the scripts) and wait until every part has hydrated. */
async function load(page: Page, pathname: string) {
  await page.goto(`${site.url}${pathname}`, { waitUntil: 'domcontentloaded' });
  await page.mouse.move(5, 5);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** The shop release the page's HTML was rendered with (the manifest it embeds) and the one `/remotes.json` names for this visitor. */
async function shopReleaseOf(page: Page) {
  const embedded = await page.evaluate(
    () =>
      (JSON.parse(document.getElementById('page-data')!.textContent!) as { manifest: { remotes: { shop: string } } })
        .manifest.remotes.shop,
  );
  const served = ((await (await page.request.get(`${site.url}/remotes.json`)).json()) as { remotes: { shop: string } })
    .remotes.shop;
  const id = (url: string) => new URL(url).pathname.split('/')[1]!;
  return { html: id(embedded), manifest: id(served) };
}

/** Every shop file requested since `from` came from one release folder: which one. */
function releasesLoaded(files: string[], from = 0) {
  return [...new Set(files.slice(from).map((url) => new URL(url).pathname.split('/')[1]))];
}

const siteState = async () => [
  readFileSync(path.join(siteDir, 'deployments.json'), 'utf8'),
  await (await fetch(`${site.url}/remotes.json`)).text(),
];

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  // Storing the releases takes a while on a busy machine; only /shop, the page these visitors load, is rendered.
  test.setTimeout(120_000);
  site = await startSite({
    port,
    remotePorts,
    releasesDir,
    siteDir,
    renderPaths: ['/shop'],
    trustedProxies: ['127.0.0.1', '::1'],
  });
  stableId = site.deployments.deployed.shop;
});
test.afterAll(async () => {
  await site.close();
  rmSync(releasesDir, { recursive: true, force: true });
  rmSync(path.dirname(siteDir), { recursive: true, force: true });
});

test('a shop release that throws on Add to Cart, deployed to half the visitors with --auto, is counted and rolled back by itself', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const broken = changedRelease(
    releasesDir,
    'shop',
    stableId,
    'title:"Added to cart!"',
    'title:(()=>{throw new Error("Add to Cart failed in this release")})()',
    { browserOnly: true },
  );
  expect(broken.changed, 'the toast is in one browser chunk').toBe(1);
  const deployed = await command('deploy', 'shop', broken.id, '--canary', '50', '--auto', '--min-visitors', '3');
  expect(deployed.stdout).toContain(`Deployed shop ${broken.id} as a canary for 50% of visitors (automatic)`);

  const outside = [await visitor(browser, 90), await visitor(browser, 91), await visitor(browser, 92)];
  const inside = [await visitor(browser, 10), await visitor(browser, 11), await visitor(browser, 12)];
  try {
    // Outside the bucket: the deployed release, and Add to Cart works.
    for (const one of outside) {
      await load(one.page, '/shop');
      expect(await shopReleaseOf(one.page)).toEqual({ html: stableId, manifest: stableId });
    }
    await addTeeToCart(outside[0]!.page);
    await expect(outside[0]!.page.getByRole('status').getByText('Added to cart!')).toBeVisible();

    // Inside: the canary's HTML and scripts; Add to Cart throws, and each browser reports it against the canary.
    for (const [n, one] of inside.entries()) {
      const errors: string[] = [];
      one.page.on('pageerror', (error) => errors.push(error.message));
      await load(one.page, '/shop');
      if (n < 2) {
        expect(await shopReleaseOf(one.page)).toEqual({ html: broken.id, manifest: broken.id });
        expect(releasesLoaded(one.shopFiles)).toEqual([broken.id]);
      }
      await addTeeToCart(one.page);
      await expect.poll(() => errors).toContain('Add to Cart failed in this release');
      if (n === 1) {
        // Two of two failing is not yet the minimum of three visitors.
        await expect.poll(() => readReleaseStats(siteDir).shop?.[broken.id]?.failing).toBe(2);
        expect(readDeployments(siteDir)?.canary?.id).toBe(broken.id);
        const listed = await command('releases', 'shop');
        expect(listed.stdout).toMatch(
          new RegExp(
            `^~ ${broken.id} .* 2 views, 2 errors \\(100\\.0%\\); 2 of 2 signed visitors failing  \\(canary 50%, auto\\)$`,
            'm',
          ),
        );
        expect(listed.stdout).toMatch(
          new RegExp(
            `^\\* ${stableId} .* 3 views, 0 errors \\(0\\.0%\\); 0 of 3 signed visitors failing  \\(deployed\\)$`,
            'm',
          ),
        );
        expect(listed.stdout).toContain(`Rollback: ends the canary ${broken.id}; every visitor stays on ${stableId}`);
      }
    }
    // The third failing visitor brings it to its minimum: 3 of 3 failing against 0 of 3 is past the margin at 95% confidence.
    await expect.poll(() => readDeployments(siteDir)?.canary, { timeout: 15_000 }).toBeUndefined();
    expect(readDeployments(siteDir)!.deployed.shop).toBe(stableId);
    expect(readDeployments(siteDir)!.history.shop).toEqual([stableId]);

    // From the next load on, a visitor who had it runs the deployed release; their bucket is kept.
    const [first] = inside as [Visitor];
    const cookie = (await first.page.context().cookies()).find((one) => one.name === 'release-bucket-shop')?.value;
    const before = first.shopFiles.length;
    await load(first.page, '/shop');
    expect(await shopReleaseOf(first.page)).toEqual({ html: stableId, manifest: stableId });
    expect(releasesLoaded(first.shopFiles, before).at(-1)).toBe(stableId);
    expect((await first.page.context().cookies()).find((one) => one.name === 'release-bucket-shop')?.value).toBe(
      cookie,
    );
    await load(outside[0]!.page, '/shop');
    expect(releasesLoaded(outside[0]!.shopFiles)).toEqual([stableId]);
  } finally {
    await Promise.all([...outside, ...inside].map((one) => one.close()));
  }
});

test('a clean canary promoted: each visitor keeps one release set until then, and every visitor runs it after', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const clean = changedRelease(releasesDir, 'shop', stableId, OLD_TEXT, NEW_TEXT);
  expect(clean.changed).toBeGreaterThanOrEqual(2);
  await command('deploy', 'shop', clean.id, '--canary', '50');

  const visitors = [await visitor(browser, 10), await visitor(browser, 90), await visitor(browser)];
  try {
    const [inside, outside, newcomer] = visitors as [Visitor, Visitor, Visitor];
    await load(inside.page, '/shop');
    await expect(inside.page.getByText(NEW_TEXT)).toBeVisible();
    await load(outside.page, '/shop');
    await expect(outside.page.getByText(OLD_TEXT)).toBeVisible();
    expect(releasesLoaded(outside.shopFiles)).toEqual([stableId]);

    // A visitor without a bucket is given one, and runs the same release on every load.
    await load(newcomer.page, '/shop');
    const bucket = (await newcomer.page.context().cookies()).find(
      (cookie) => cookie.name === 'release-bucket-shop',
    )!.value;
    const theirs = Number(bucket.split('.')[0]) < 50 ? clean.id : stableId;
    for (let again = 0; again < 3; again++) {
      expect(await shopReleaseOf(newcomer.page)).toEqual({ html: theirs, manifest: theirs });
      await load(newcomer.page, '/shop');
    }
    expect(releasesLoaded(newcomer.shopFiles)).toEqual([theirs]);

    const promoted = await command('promote', 'shop');
    expect(promoted.stdout).toContain(`Promoted shop ${clean.id}: every visitor runs it`);
    for (const { page, shopFiles } of visitors) {
      const from = shopFiles.length;
      await load(page, '/shop');
      await expect(page.getByText(NEW_TEXT)).toBeVisible();
      // No skew: the HTML, the manifest and every script of the load are the promoted release.
      expect(await shopReleaseOf(page)).toEqual({ html: clean.id, manifest: clean.id });
      expect(releasesLoaded(shopFiles, from)).toEqual([clean.id]);
    }
    const listed = await command('releases', 'shop');
    expect(listed.stdout).toMatch(new RegExp(`^\\* ${clean.id} .*\\(deployed\\)$`, 'm'));
    expect(listed.stdout).toContain(`History: ${stableId} -> ${clean.id}`);
    expect(listed.stdout).toContain(`Rollback: back to ${stableId}`);
  } finally {
    await Promise.all(visitors.map((one) => one.close()));
  }
});

test('deploy refuses a release that is not what it recorded, an unknown app and a missing environment, each in one line, changing nothing', async () => {
  const live = readDeployments(siteDir)!.deployed.shop;
  /** A copy of the live shop release under another id, changed by `change`, as a damaged store would hold it. */
  const damaged = (id: string, change: (dir: string) => void) => {
    const dir = path.join(releasesDir, 'shop', id);
    cpSync(path.join(releasesDir, 'shop', live), dir, { recursive: true });
    const info = JSON.parse(readFileSync(path.join(dir, RELEASE_INFO), 'utf8')) as Record<string, unknown>;
    writeFileSync(path.join(dir, RELEASE_INFO), JSON.stringify({ ...info, id }));
    // Sealed as the copy it is; what `change` does after is what the seal must catch.
    sealRelease(dir);
    change(dir);
    return id;
  };
  const wrongHash = damaged('1.0.0-wronghash0000', (dir) => {
    const info = JSON.parse(readFileSync(path.join(dir, RELEASE_INFO), 'utf8')) as Record<string, unknown>;
    writeFileSync(path.join(dir, RELEASE_INFO), JSON.stringify({ ...info, integrity: 'sha384-AAAA' }));
  });
  const tampered = damaged('1.0.0-tampered00000', (dir) =>
    writeFileSync(
      path.join(dir, 'remoteEntry.js'),
      `${readFileSync(path.join(dir, 'remoteEntry.js'), 'utf8')}\n;alert(1)`,
    ),
  );
  const nowhere = path.join(mkdtempSync(path.join(tmpdir(), 'wraplab-nowhere-')), 'site');
  const before = await siteState();

  const cases: [Record<string, string>, string[], string][] = [
    [
      {},
      ['deploy', 'shop', wrongHash],
      `Refused: shop ${wrongHash}: release.json changed after the release was stored`,
    ],
    [
      {},
      ['deploy', 'shop', tampered, '--canary', '10'],
      `Refused: shop ${tampered}: remoteEntry.js changed after the release was stored`,
    ],
    [
      {},
      ['deploy', 'shpo', live],
      'There is no app "shpo": name one of shell, marketing, locations, shop, member, chat',
    ],
    [{}, ['deploy', 'shop', live, '--canary', '150'], '--canary takes a whole number from 1 to 99, not 150'],
    [{}, ['deploy', 'shop', live, '--auto'], '--auto is for a canary: add --canary <percent>'],
    [{ PORT_OFFSET: 'abc' }, ['deploy', 'shop', live], 'PORT_OFFSET takes a whole number from 0 to 9, not "abc"'],
    [{}, ['prune', 'shop', '--keep', '-1'], '--keep takes a whole number from 0 to 10000, not -1'],
    [
      { SITE_DIR: nowhere },
      ['deploy', 'shop', live],
      `No environment at ${nowhere}: start the site there first (npm start), or set SITE_DIR to one`,
    ],
    [
      { SITE_DIR: nowhere },
      ['releases', 'shop'],
      `No environment at ${nowhere}: start the site there first (npm start), or set SITE_DIR to one`,
    ],
    [
      { SITE_DIR: nowhere },
      ['prune', 'shop', '--keep', '1'],
      `No environment at ${nowhere}: start the site there first (npm start), or set SITE_DIR to one`,
    ],
  ];
  for (const [env, args, message] of cases) {
    const result = await refusal(env, ...args);
    expect({ args, code: result.code, stderr: result.stderr }).toEqual({ args, code: 1, stderr: `${message}\n` });
  }
  expect(existsSync(nowhere)).toBe(false);
  expect(await siteState()).toEqual(before);

  // Prune keeps what any deployment or history names, whatever --keep says; the damaged copies and the rolled-back canary go.
  const history = readDeployments(siteDir)!.history.shop;
  const pruned = await command('prune', 'shop', '--keep', '0');
  expect(pruned.stdout).toMatch(/^Removed 3 release\(s\) of shop: /);
  for (const id of [live, ...history]) expect(existsSync(path.join(releasesDir, 'shop', id, RELEASE_INFO))).toBe(true);
  for (const id of [wrongHash, tampered]) expect(existsSync(path.join(releasesDir, 'shop', id))).toBe(false);
  expect(await siteState()).toEqual(before);
});

test("a remote file changed after release is reported as an integrity refusal and a failed load against that remote's release", async ({
  browser,
}) => {
  const live = readDeployments(siteDir)!.deployed.shop;
  const errorsBefore = readReleaseStats(siteDir).shop?.[live]?.errors ?? 0;
  const entry = `${site.remoteUrls.shop}/${live}/remoteEntry.js`;
  // Read once, before the visitor comes: the page asks for the entry twice (prefetched, then run), and
  // the browser may drop the prefetch while a handler still reads the file through it.
  const changed = `${await (await fetch(entry)).text()}\n;console.info('changed after release');`;
  const one = await visitor(browser);
  try {
    await one.page.route(entry, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        headers: { 'Access-Control-Allow-Origin': site.url },
        body: changed,
      }),
    );
    const report = (kind: string) =>
      one.page.waitForRequest(
        (request) => request.url() === `${site.url}/api/releaseReport` && request.postDataJSON()?.kind === kind,
      );
    const refused = report('integrity');
    const failed = report('load');
    await load(one.page, '/shop');
    expect((await refused).postDataJSON()).toEqual({ kind: 'integrity', app: 'shop', release: live });
    expect((await failed).postDataJSON()).toEqual({ kind: 'load', app: 'shop', release: live });
    await expect.poll(() => readReleaseStats(siteDir).shop?.[live]?.errors).toBe(errorsBefore + 2);
  } finally {
    await one.close();
  }
});

import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { remoteNames } from 'shared-contracts/routes/route-table';

import { readDeployments, writeDeployments, writeEnvironment, type CanaryPolicy } from '../release/deployments';
import { readReleaseStats } from '../release/release-stats';
import { apps, type App } from '../release/release-store';
import { createReleaseWatch } from '../release/release-watch';
import type { RenderSummary } from '../render/render-job';
import { currentRender } from '../render/site-renders';
import { createGateway } from './gateway';
import { serve } from './testing/site-fixture';

const OLD = '1.0.0-old';
const NEW = '1.0.1-new';
const manifestOf = (shop: string) =>
  ({
    siteOrigin: 'https://www.wraplabchicago.test',
    remotes: Object.fromEntries(
      remoteNames.map((name, i) => [
        name,
        `http://localhost:${3001 + i}/${name === 'shop' ? shop : '1.0.0-same'}/mf-manifest.json`,
      ]),
    ),
    integrity: Object.fromEntries(remoteNames.map((name) => [name, `sha384-${name}`])),
  }) as RenderSummary['manifest'];

/** An environment whose shop runs OLD for everyone but NEW for half its visitors: both sets rendered, as a canary deploy leaves them. */
function environmentWithCanary(auto?: CanaryPolicy) {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'site-'));
  const shellDir = mkdtempSync(path.join(tmpdir(), 'shell-'));
  writeEnvironment(siteDir, { siteOrigin: 'https://www.wraplabchicago.test', releaseOrigins: {} as never });
  const all = (id: string) => Object.fromEntries(apps.map((app) => [app, id])) as Record<App, string>;
  writeDeployments(siteDir, {
    deployed: { ...all('1.0.0-same'), shop: OLD },
    history: Object.fromEntries(apps.map((app) => [app, [app === 'shop' ? OLD : '1.0.0-same']])) as Record<
      App,
      string[]
    >,
    canary: { app: 'shop', id: NEW, percent: 50, startedAt: new Date().toISOString(), ...(auto ? { auto } : {}) },
  });
  for (const [render, shop] of [
    ['stable', OLD],
    ['canary', NEW],
  ] as const) {
    const dir = path.join(siteDir, 'renders', render);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'shop.html'), `<h1>Shop on ${shop}</h1>`);
    writeFileSync(path.join(dir, '404.html'), 'Not found');
    const summary: RenderSummary = {
      renderedAt: '',
      manifest: manifestOf(shop),
      serve: { shellDir, scriptOrigins: [] },
      pages: { '/shop': 'shop.html' },
      notFound: '404.html',
      failures: [],
      bytes: 0,
      seconds: 0,
    };
    writeFileSync(path.join(dir, 'render.json'), JSON.stringify(summary));
  }
  writeFileSync(
    path.join(siteDir, 'current.json'),
    JSON.stringify({ render: 'stable', canary: { app: 'shop', percent: 50, render: 'canary' } }),
  );
  const watch = createReleaseWatch({ context: { store: mkdtempSync(path.join(tmpdir(), 'store-')), siteDir } });
  const gateway = createGateway({
    origin: 'http://localhost:8080',
    currentRender: currentRender(siteDir),
    releaseWatch: watch,
  });
  return { siteDir, watch, gateway };
}

const bucket = (n: number) => ({ Cookie: `release-bucket-shop=${n}` });

describe('a canary served beside the deployed release', () => {
  const { gateway } = environmentWithCanary();
  let site: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => (site = await serve(gateway)));
  afterAll(() => site.close());

  it('gives a new visitor a random bucket in a first-party cookie, and the set that bucket names from then on', async () => {
    const first = await fetch(`${site.base}/shop`);
    const cookie = first.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^release-bucket-shop=\d{1,2}; Path=\/; Max-Age=2592000; SameSite=Lax; HttpOnly$/);
    const expected = Number(/=(\d+)/.exec(cookie)![1]) < 50 ? NEW : OLD;
    expect(await first.text()).toBe(`<h1>Shop on ${expected}</h1>`);
    for (let load = 0; load < 5; load++) {
      const again = await fetch(`${site.base}/shop`, { headers: { Cookie: cookie.split(';')[0]! } });
      expect(again.headers.get('set-cookie')).toBeNull();
      expect(await again.text()).toBe(`<h1>Shop on ${expected}</h1>`);
    }
  });

  it('serves pages and /remotes.json of one set per bucket: below the share the canary, else the deployed release', async () => {
    for (const [n, shop] of [
      [0, NEW],
      [49, NEW],
      [50, OLD],
      [99, OLD],
    ] as const) {
      expect(await (await fetch(`${site.base}/shop`, { headers: bucket(n) })).text()).toBe(`<h1>Shop on ${shop}</h1>`);
      const manifest = (await (
        await fetch(`${site.base}/remotes.json`, { headers: bucket(n) })
      ).json()) as RenderSummary['manifest'];
      expect(manifest.remotes.shop).toBe(`http://localhost:3003/${shop}/mf-manifest.json`);
    }
    expect((await fetch(`${site.base}/shop`, { headers: bucket(7) })).headers.get('vary')).toBe(
      'Accept-Encoding, Cookie',
    );
  });
});

describe('an automatic canary', () => {
  const report = (base: string, body: unknown) =>
    fetch(`${base}/api/releaseReport`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(body),
    });

  it("counts its visitors' views and errors apart from the deployed release's, and rolls itself back past the margin", async () => {
    const { siteDir, watch, gateway } = environmentWithCanary({ minViews: 2, margin: 0.1, cleanMs: 3_600_000 });
    const site = await serve(gateway);
    try {
      await fetch(`${site.base}/shop`, { headers: bucket(80) });
      await fetch(`${site.base}/shop`, { headers: bucket(10) });
      // Pages fetched ahead of a visit (speculation rules) are no views.
      await fetch(`${site.base}/shop`, { headers: { ...bucket(10), 'Sec-Purpose': 'prefetch' } });
      await fetch(`${site.base}/shop`, { headers: { ...bucket(10), 'Sec-Purpose': 'prefetch;prerender' } });
      expect((await report(site.base, { kind: 'error', app: 'shop', release: NEW, sample: 1 })).status).toBe(204);
      // A release that is not live here is not counted (nor told apart in the answer).
      expect((await report(site.base, { kind: 'error', app: 'shop', release: '0.9.0-gone', sample: 1 })).status).toBe(
        204,
      );
      expect(readDeployments(siteDir)!.canary?.id).toBe(NEW);
      // The second view brings it to its minimum: one error in two views is past the deployed release's 0 by more than 10 points.
      await fetch(`${site.base}/shop`, { headers: bucket(10) });
      await watch.settled();
      expect(readDeployments(siteDir)!.canary).toBeUndefined();
      expect(JSON.parse(readFileSync(path.join(siteDir, 'current.json'), 'utf8'))).toEqual({ render: 'stable' });
      expect(await (await fetch(`${site.base}/shop`, { headers: bucket(10) })).text()).toBe(`<h1>Shop on ${OLD}</h1>`);
      watch.flush();
      expect(readReleaseStats(siteDir).shop).toEqual({
        [OLD]: { views: 2, errors: 0 },
        [NEW]: { views: 2, errors: 1 },
      });
    } finally {
      await site.close();
    }
  });

  it('is promoted by itself once it has had its views within the margin for its clean period', async () => {
    const { siteDir, watch, gateway } = environmentWithCanary({ minViews: 2, margin: 0.1, cleanMs: 0 });
    const site = await serve(gateway);
    try {
      await fetch(`${site.base}/shop`, { headers: bucket(10) });
      expect(readDeployments(siteDir)!.canary?.id).toBe(NEW);
      await fetch(`${site.base}/shop`, { headers: bucket(10) });
      await watch.settled();
      expect(readDeployments(siteDir)).toMatchObject({ deployed: { shop: NEW }, history: { shop: [OLD, NEW] } });
      expect(await (await fetch(`${site.base}/shop`, { headers: bucket(90) })).text()).toBe(`<h1>Shop on ${NEW}</h1>`);
    } finally {
      await site.close();
    }
  });
});

describe('release reports', () => {
  const { gateway } = environmentWithCanary();
  let site: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => (site = await serve(gateway)));
  afterAll(() => site.close());
  const post = (body: string, type = 'application/json') =>
    fetch(`${site.base}/api/releaseReport`, { method: 'POST', headers: { 'Content-Type': type }, body });

  it('refuse what is not a report of a kind, an app, a release and a sample', async () => {
    expect((await post('{"kind":"error","app":"shop","release":"1.0.1-new"}')).status).toBe(400);
    expect((await post('{"kind":"crash","app":"shop","release":"1.0.1-new","sample":1}')).status).toBe(400);
    expect((await post('{"kind":"error","app":"nowhere","release":"1.0.1-new","sample":1}')).status).toBe(400);
    expect((await post('not json')).status).toBe(400);
    expect((await post('{}', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect(
      (await post(JSON.stringify({ kind: 'error', app: 'shop', release: NEW, sample: 1, message: 'x'.repeat(2000) })))
        .status,
    ).toBe(413);
  });

  it('are limited per client', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 32; n++)
      statuses.push(
        (await post(JSON.stringify({ kind: 'load', app: 'chat', release: '1.0.0-same', sample: 1 }))).status,
      );
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
  });
});

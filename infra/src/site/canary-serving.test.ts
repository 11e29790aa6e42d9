import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { readDeployments } from '../release/deployments';
import { readReleaseStats } from '../release/release-stats';
import type { RenderSummary } from '../render/render-job';
import { signedBucket } from './release-buckets';
import { bucket, environmentWithCanary, KEY } from './testing/canary-environment';
import { NEW, OLD } from './testing/shop-canary-renders';
import { serve } from './testing/site-fixture';

const cookieOf = (response: Response) => response.headers.get('set-cookie')?.split(';')[0];

describe('a canary served beside the deployed release', () => {
  const { gateway } = environmentWithCanary();
  let site: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => (site = await serve(gateway)));
  afterAll(() => site.close());

  it('gives a new visitor a random bucket in a signed first-party cookie, and the set that bucket names from then on', async () => {
    const first = await fetch(`${site.base}/shop`);
    const cookie = first.headers.get('set-cookie')!;
    expect(cookie).toMatch(
      /^release-bucket-shop=\d{1,2}\.[\w-]{16}\.[\w-]{22}; Path=\/; Max-Age=2592000; SameSite=Lax; HttpOnly$/,
    );
    const expected = Number(/=(\d+)/.exec(cookie)![1]) < 50 ? NEW : OLD;
    expect(await first.text()).toBe(`<h1>Shop on ${expected}</h1>`);
    for (let load = 0; load < 5; load++) {
      const again = await fetch(`${site.base}/shop`, { headers: { Cookie: cookie.split(';')[0]! } });
      expect(again.headers.get('set-cookie')).toBeNull();
      expect(await again.text()).toBe(`<h1>Shop on ${expected}</h1>`);
    }
  });

  it('replaces a bucket it did not sign (hand-set, or signed with another key) with one of its own', async () => {
    for (const forged of ['release-bucket-shop=10', `release-bucket-shop=${signedBucket('another key', 'shop', 10)}`]) {
      const response = await fetch(`${site.base}/shop`, { headers: { Cookie: forged } });
      expect(cookieOf(response)).toMatch(/^release-bucket-shop=\d{1,2}\.[\w-]{16}\.[\w-]{22}$/);
      expect(cookieOf(response)).not.toBe(forged);
    }
    // A signed bucket moved to another number no longer matches its signature.
    const [, id, signature] = signedBucket(KEY, 'shop', 90).split('.');
    expect(
      cookieOf(await fetch(`${site.base}/shop`, { headers: { Cookie: `release-bucket-shop=10.${id}.${signature}` } })),
    ).toBeDefined();
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
    const page = await fetch(`${site.base}/shop`, { headers: bucket(7) });
    expect(page.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    // Chosen by the visitor's cookie: no shared cache may give it to another visitor.
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    const manifest = await fetch(`${site.base}/remotes.json`, { headers: bucket(7) });
    expect([manifest.headers.get('vary'), manifest.headers.get('cache-control')]).toEqual([
      'Accept-Encoding, Cookie',
      'private, no-cache',
    ]);
  });

  it('gives each set its own ETag, so a visitor moved to the other set never keeps a 304 of the first', async () => {
    const stable = await fetch(`${site.base}/shop`, { headers: bucket(90) });
    const canary = await fetch(`${site.base}/shop`, { headers: bucket(7) });
    expect(stable.headers.get('etag')).not.toBe(canary.headers.get('etag'));
    const again = await fetch(`${site.base}/shop`, {
      headers: { ...bucket(7), 'If-None-Match': stable.headers.get('etag')! },
    });
    expect([again.status, await again.text()]).toEqual([200, `<h1>Shop on ${NEW}</h1>`]);
  });
});

const report = (base: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/releaseReport`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
    body: JSON.stringify(body),
  });

describe('an automatic canary', () => {
  const policy = { minVisitors: 4, margin: 0.02, cleanMs: 3_600_000 };

  it('is rolled back by itself when its signed visitors, each counted once, fail past the deployed release', async () => {
    const { siteDir, watch, gateway, log } = environmentWithCanary(policy);
    const site = await serve(gateway);
    try {
      const canaryVisitors = [0, 1, 2, 3].map((n) => bucket(10 + n, `198.51.100.${n + 1}`));
      const stableVisitors = [0, 1, 2, 3].map((n) => bucket(60 + n, `203.0.113.${n + 1}`));
      for (const visitor of stableVisitors) await fetch(`${site.base}/shop`, { headers: visitor });
      // Pages fetched ahead of a visit (speculation rules) are no views.
      await fetch(`${site.base}/shop`, { headers: { ...canaryVisitors[0]!, 'Sec-Purpose': 'prefetch' } });
      for (const visitor of canaryVisitors.slice(0, 3)) {
        await fetch(`${site.base}/shop`, { headers: visitor });
        // However often a visitor reports, and whatever sample they claim, they are one failing visitor.
        for (const sample of [1, 0.01, 0.01])
          expect((await report(site.base, { kind: 'error', app: 'shop', release: NEW, sample }, visitor)).status).toBe(
            204,
          );
      }
      // Three of three is not yet the minimum of four visitors.
      expect(readDeployments(siteDir)!.canary?.id).toBe(NEW);
      await fetch(`${site.base}/shop`, { headers: canaryVisitors[3]! });
      await report(site.base, { kind: 'error', app: 'shop', release: NEW }, canaryVisitors[3]!);
      await watch.settled();
      expect(readDeployments(siteDir)!.canary).toBeUndefined();
      expect(JSON.parse(readFileSync(path.join(siteDir, 'current.json'), 'utf8'))).toEqual({ render: 'stable' });
      expect(log).toEqual([
        `[canary] Rolled back shop ${NEW} by itself: 4 of 4 visitors failing (at least 59.6% at 95% confidence) against 0 of 4 on the deployed release (at most 40.4%)`,
      ]);
      expect(await (await fetch(`${site.base}/shop`, { headers: canaryVisitors[0]! })).text()).toBe(
        `<h1>Shop on ${OLD}</h1>`,
      );
      watch.flush();
      expect(readReleaseStats(siteDir).shop).toEqual({
        [OLD]: { views: 5, errors: 0, visitors: 4, failing: 0 },
        [NEW]: { views: 4, errors: 10, visitors: 4, failing: 4 },
      });
      // The rolled-back canary's visitors are kept no longer; the deployed release's still are.
      const kept = JSON.parse(readFileSync(path.join(siteDir, 'canary-evidence.json'), 'utf8')) as Record<
        string,
        Record<string, { visitors: string[] }>
      >;
      expect(Object.keys(kept.shop!)).toEqual([OLD]);
      expect(kept.shop![OLD]!.visitors).toHaveLength(4);
    } finally {
      await site.close();
    }
  });

  it('is not rolled back by one client forging reports, cookies and visitors', async () => {
    const { siteDir, watch, gateway } = environmentWithCanary(policy);
    const site = await serve(gateway);
    const attacker = '192.0.2.66';
    try {
      // Honest visitors of both releases, none failing.
      for (let n = 0; n < 4; n++) {
        await fetch(`${site.base}/shop`, { headers: bucket(10 + n, `198.51.100.${n + 1}`) });
        await fetch(`${site.base}/shop`, { headers: bucket(60 + n, `203.0.113.${n + 1}`) });
      }
      // The attacker mints forty genuine cookies from one network and reports an error on the canary with each.
      const minted: string[] = [];
      for (let n = 0; n < 40; n++)
        minted.push(cookieOf(await fetch(`${site.base}/shop`, { headers: { 'X-Forwarded-For': attacker } }))!);
      for (const cookie of minted)
        await report(
          site.base,
          { kind: 'error', app: 'shop', release: NEW, sample: 0.01 },
          { Cookie: cookie, 'X-Forwarded-For': attacker },
        );
      // Cookies it made up, and a canary bucket reporting on the release it was not served, count for nothing.
      await report(
        site.base,
        { kind: 'error', app: 'shop', release: NEW },
        { Cookie: 'release-bucket-shop=1', 'X-Forwarded-For': '192.0.2.67' },
      );
      await report(site.base, { kind: 'error', app: 'shop', release: OLD }, bucket(10, '198.51.100.1'));
      await watch.settled();
      expect(readDeployments(siteDir)!.canary?.id).toBe(NEW);
      watch.flush();
      const stats = readReleaseStats(siteDir).shop!;
      // At most two visitors of its network were counted on the canary, and only those served it.
      expect(stats[NEW]!.failing).toBeLessThanOrEqual(2);
      expect(stats[NEW]!.visitors).toBe(4 + stats[NEW]!.failing!);
      expect(stats[OLD]!.failing).toBe(0);
      // The evidence kept on disk is the owner's alone and names no visitor's address.
      const evidenceFile = path.join(siteDir, 'canary-evidence.json');
      expect(statSync(evidenceFile).mode & 0o777).toBe(0o600);
      const kept = readFileSync(evidenceFile, 'utf8');
      for (const address of [attacker, '198.51.100.1', '203.0.113.1']) expect(kept).not.toContain(address);
      expect(Object.keys(JSON.parse(kept).shop[NEW].networks)).toHaveLength(5);
    } finally {
      await site.close();
    }
  });

  it('is not promoted by itself while the deployed release has had too few visitors to compare it with', async () => {
    const { siteDir, watch, gateway } = environmentWithCanary({ ...policy, cleanMs: 0 });
    const site = await serve(gateway);
    try {
      // Every canary visitor fails, and no one has been counted on the deployed release.
      for (let n = 0; n < 6; n++) {
        const visitor = bucket(10 + n, `198.51.100.${n + 1}`);
        await fetch(`${site.base}/shop`, { headers: visitor });
        await report(site.base, { kind: 'error', app: 'shop', release: NEW }, visitor);
      }
      await watch.settled();
      expect(readDeployments(siteDir)).toMatchObject({ deployed: { shop: OLD }, canary: { id: NEW } });
    } finally {
      await site.close();
    }
  });

  it('stops adding visitors to a release past its evidence limit, so many networks cannot grow it without end', async () => {
    const { siteDir, watch, gateway } = environmentWithCanary(policy, { maxVisitors: 3 });
    const site = await serve(gateway);
    try {
      for (let n = 0; n < 6; n++) await fetch(`${site.base}/shop`, { headers: bucket(10 + n, `198.51.100.${n + 1}`) });
      watch.flush();
      expect(readReleaseStats(siteDir).shop![NEW]).toEqual({ views: 6, errors: 0, visitors: 3, failing: 0 });
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

  it('refuse what is not a report of a kind, an app and a release', async () => {
    expect((await post('{"kind":"error","app":"shop"}')).status).toBe(400);
    expect((await post('{"kind":"crash","app":"shop","release":"1.0.1-new"}')).status).toBe(400);
    expect((await post('{"kind":"error","app":"nowhere","release":"1.0.1-new"}')).status).toBe(400);
    expect((await post('not json')).status).toBe(400);
    expect((await post('{}', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect(
      (await post(JSON.stringify({ kind: 'error', app: 'shop', release: NEW, message: 'x'.repeat(2000) }))).status,
    ).toBe(413);
  });

  it('are limited per client', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 32; n++)
      statuses.push((await post(JSON.stringify({ kind: 'load', app: 'chat', release: '1.0.0-same' }))).status);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
  });

  it('answer 405 to a method they do not take, and TRACE or any method a Web request cannot carry too, never 500', async () => {
    expect((await fetch(`${site.base}/api/releaseReport`)).status).toBe(405);
    const { request } = await import('node:http');
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL']) {
      const status = await new Promise<number>((resolve, reject) =>
        request(`${site.base}/api/releaseReport`, { method }, (res) => {
          res.resume();
          resolve(res.statusCode!);
        })
          .on('error', reject)
          .end(),
      );
      expect({ method, status }).toEqual({ method, status: 405 });
    }
  });
});

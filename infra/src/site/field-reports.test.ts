import { openSqliteFieldStore } from '../field/sqlite-field-store';
import { readDeployments } from '../release/deployments';
import { bucket, environmentWithCanary } from './testing/canary-environment';
import { NEW, OLD } from './testing/shop-canary-renders';
import { serve } from './testing/site-fixture';

const policy = { minVisitors: 3, margin: 0.02, cleanMs: 3_600_000 };

const send = (base: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/fieldReport`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** A page's report: the releases its manifest named, and its figures. */
const pageReport = (shop: string, samples: Record<string, unknown>[]) => ({
  releases: { marketing: '1.0.0-same', locations: '1.0.0-same', shop, member: '1.0.0-same', chat: '1.0.0-same' },
  samples,
});
const inp = (value: number) => ({ metric: 'INP', value, nav: 'in-remote', part: 'shop', code: 'shop', dom: 'shop' });

async function setUp(auto?: typeof policy) {
  const store = openSqliteFieldStore(':memory:');
  const environment = environmentWithCanary(auto, {}, store);
  const site = await serve(environment.gateway);
  return { ...environment, store, site };
}

describe('field reports', () => {
  it('keep each figure against the release of its part the gateway serves that visitor, and nothing a visitor was not served', async () => {
    const { store, site } = await setUp();
    try {
      const inside = bucket(10);
      await fetch(`${site.base}/shop`, { headers: inside });
      const answer = await send(
        site.base,
        pageReport(NEW, [
          inp(312),
          { metric: 'LCP', value: 1840, nav: 'load', part: 'shop', dom: 'shop' },
          { metric: 'CLS', value: 0.02, nav: 'load', part: 'shell', dom: 'shell' },
          { metric: 'TTFB', value: 95, nav: 'cross-remote', part: 'marketing' },
        ]),
        inside,
      );
      expect(answer.status).toBe(204);
      // The canary's visitor claiming the deployed release, and a visitor without a bucket claiming the canary's.
      await send(site.base, pageReport(OLD, [inp(900)]), inside);
      await send(site.base, pageReport(NEW, [inp(901)]), { 'X-Forwarded-For': '198.51.100.7' });
      await send(site.base, pageReport('1.0.9-never', [inp(902)]), bucket(90));

      const rows = await store.rowsSince(0);
      expect(rows.map(({ at: _at, ...row }) => row)).toEqual([
        {
          part: 'shop',
          release: NEW,
          metric: 'INP',
          value: 312,
          rating: 'needs-improvement',
          nav: 'in-remote',
          code: 'shop',
          dom: 'shop',
        },
        { part: 'shop', release: NEW, metric: 'LCP', value: 1840, rating: 'good', nav: 'load', dom: 'shop' },
        { part: 'shell', release: '1.0.0-same', metric: 'CLS', value: 0.02, rating: 'good', nav: 'load', dom: 'shell' },
        { part: 'marketing', release: '1.0.0-same', metric: 'TTFB', value: 95, rating: 'good', nav: 'cross-remote' },
      ]);
    } finally {
      await site.close();
    }
  });

  it('refuse what is not a page’s report, too large or too many, and keep nothing of it', async () => {
    const { store, site } = await setUp();
    try {
      const cases: [unknown, number][] = [
        ['not json', 400],
        [{ releases: {}, samples: [] }, 400],
        [pageReport(OLD, [{ ...inp(100), metric: 'FID' }]), 400],
        [pageReport(OLD, [{ ...inp(100), part: 'admin' }]), 400],
        [pageReport(OLD, [inp(-5)]), 400],
        [pageReport(OLD, [inp(3_600_000)]), 400],
        [pageReport(OLD, [{ ...inp(100), url: 'https://example.test/?email=a@b.c' }]), 400],
        [pageReport('../../etc', [inp(100)]), 400],
        [
          pageReport(
            OLD,
            Array.from({ length: 25 }, () => inp(100)),
          ),
          400,
        ],
        [pageReport(OLD, [{ ...inp(100), nav: 'x'.repeat(5000) }]), 413],
      ];
      for (const [body, status] of cases)
        expect({ body, status: (await send(site.base, body, bucket(90, '203.0.113.9'))).status }).toEqual({
          body,
          status,
        });
      expect((await fetch(`${site.base}/api/fieldReport`)).status).toBe(405);
      expect((await send(site.base, '{}', { 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(415);
      expect(await store.rowsSince(0)).toEqual([]);
    } finally {
      await site.close();
    }
  });

  it('are limited per client', async () => {
    const { store, site } = await setUp();
    try {
      const statuses: number[] = [];
      // A page reports once as it is hidden: sixty a minute is an office of visitors behind one address.
      for (let n = 0; n < 62; n++)
        statuses.push((await send(site.base, pageReport(OLD, [inp(80)]), bucket(90))).status);
      expect(statuses.slice(0, 60)).toEqual(Array(60).fill(204));
      expect(statuses.slice(60)).toEqual([429, 429]);
      expect(await store.rowsSince(0)).toHaveLength(60);
    } finally {
      await site.close();
    }
  });
});

describe('an automatic canary judged on speed', () => {
  it('is rolled back by itself when its visitors’ p75 INP is slower than the deployed release’s past the margin, with no error', async () => {
    const { siteDir, watch, site, log, store } = await setUp(policy);
    try {
      for (let n = 0; n < 3; n++) {
        const stable = bucket(60 + n, `203.0.113.${n + 1}`);
        await fetch(`${site.base}/shop`, { headers: stable });
        await send(site.base, pageReport(OLD, [inp(72 + n * 8)]), stable);
      }
      for (let n = 0; n < 3; n++) {
        const canary = bucket(10 + n, `198.51.100.${n + 1}`);
        await fetch(`${site.base}/shop`, { headers: canary });
        // A visitor's worst tap is their figure, however many they report.
        await send(site.base, pageReport(NEW, [inp(640 + n * 16), inp(96), inp(120)]), canary);
        if (n < 2) expect(readDeployments(siteDir)!.canary?.id).toBe(NEW);
      }
      await watch.settled();
      expect(readDeployments(siteDir)!.canary).toBeUndefined();
      expect(log).toEqual([
        `[canary] Rolled back shop ${NEW} by itself: INP slower: INP p75 672 ms over 3 visitors against 88 ms over 3 on the deployed release (margin 100 ms)`,
      ]);
      // A page of the canary left just after: its figures are still the canary's on the team page.
      await send(site.base, pageReport(NEW, [inp(704)]), bucket(13, '198.51.100.4'));
      expect((await store.rowsSince(0)).filter((row) => row.release === NEW).map((row) => row.value)).toContain(704);
    } finally {
      await site.close();
    }
  });

  it('is promoted by itself once its visitors’ figures were judged within the margins for its clean period', async () => {
    const { siteDir, watch, site } = await setUp({ ...policy, cleanMs: 0 });
    const lcp = (value: number) => ({ metric: 'LCP', value, nav: 'load', part: 'shop', dom: 'shop' });
    try {
      for (let n = 0; n < 3; n++) {
        const stable = bucket(60 + n, `203.0.113.${n + 1}`);
        await fetch(`${site.base}/shop`, { headers: stable });
        await send(site.base, pageReport(OLD, [lcp(1700 + n * 100)]), stable);
      }
      const visitors = [0, 1, 2].map((n) => bucket(10 + n, `198.51.100.${n + 1}`));
      for (const visitor of visitors) await fetch(`${site.base}/shop`, { headers: visitor });
      // Its minimum of visitors, none failing, but no page of theirs has said how fast it was yet.
      await watch.settled();
      expect(readDeployments(siteDir)!.canary?.id).toBe(NEW);
      for (const [n, visitor] of visitors.entries())
        await send(site.base, pageReport(NEW, [lcp(1650 + n * 150)]), visitor);
      await watch.settled();
      expect(readDeployments(siteDir)).toMatchObject({ deployed: { shop: NEW }, history: { shop: [OLD, NEW] } });
      expect(await (await fetch(`${site.base}/shop`, { headers: bucket(90) })).text()).toBe(`<h1>Shop on ${NEW}</h1>`);
    } finally {
      await site.close();
    }
  });

  it('is not rolled back by one client forging slow figures, cookies and visitors', async () => {
    const { siteDir, watch, site } = await setUp(policy);
    const attacker = '192.0.2.66';
    try {
      for (let n = 0; n < 6; n++) {
        const canary = bucket(10 + n, `198.51.100.${n + 1}`);
        const stable = bucket(60 + n, `203.0.113.${n + 1}`);
        await fetch(`${site.base}/shop`, { headers: canary });
        await fetch(`${site.base}/shop`, { headers: stable });
        await send(site.base, pageReport(NEW, [inp(90)]), canary);
        await send(site.base, pageReport(OLD, [inp(90)]), stable);
      }
      // Forty genuine cookies minted from one network, each reporting a dreadful tap on the canary.
      for (let n = 0; n < 40; n++) {
        const response = await fetch(`${site.base}/shop`, { headers: { 'X-Forwarded-For': attacker } });
        const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
        await send(site.base, pageReport(NEW, [inp(59_000)]), { Cookie: cookie, 'X-Forwarded-For': attacker });
      }
      // Made-up cookies, and a canary visitor's figure put on the deployed release.
      await send(site.base, pageReport(NEW, [inp(59_000)]), {
        Cookie: 'release-bucket-shop=1',
        'X-Forwarded-For': '192.0.2.67',
      });
      await send(site.base, pageReport(OLD, [inp(1)]), bucket(10, '198.51.100.1'));
      await watch.settled();
      expect(readDeployments(siteDir)!.canary?.id).toBe(NEW);
    } finally {
      await site.close();
    }
  });
});

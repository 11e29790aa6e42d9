import { openSqliteLeadStore } from '../../quote/store/sqlite-lead-store';
import { createGateway } from '../gateway';
import { createSiteMetrics } from '../ops/metrics';
import { fixtureGateway, serve, siteFixture } from '../testing/site-fixture';
import type { Answered } from './operations';

describe("the gateway's health, readiness and request ids", () => {
  const answered: Answered[] = [];
  let leadStoreAnswers = true;
  const seen: (string | null)[] = [];
  const gateway = fixtureGateway({
    readiness: async () => ({ leadStore: leadStoreAnswers }),
    answered: (entry) => answered.push(entry),
    api: {
      echo: async (request) => {
        seen.push(request.headers.get('x-request-id'));
        return Response.json({ ok: true });
      },
    },
  });
  let site: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => (site = await serve(gateway)));
  afterAll(() => site.close());

  it('answers /healthz while alive and /readyz while a render is live and the lead store answers', async () => {
    expect(await (await fetch(`${site.base}/healthz`)).json()).toEqual({ status: 'alive' });
    const ready = await fetch(`${site.base}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([
      200,
      { status: 'ready', checks: { render: true, leadStore: true } },
    ]);
    leadStoreAnswers = false;
    const notReady = await fetch(`${site.base}/readyz`);
    expect([notReady.status, ((await notReady.json()) as { checks: unknown }).checks]).toEqual([
      503,
      { render: true, leadStore: false },
    ]);
    leadStoreAnswers = true;
  });

  it('gives every request an id, keeps a well-formed one a proxy gave, and hands it to the API handler', async () => {
    const fresh = await fetch(`${site.base}/api/echo`, { method: 'POST' });
    const id = fresh.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen.at(-1)).toBe(id);
    const given = await fetch(`${site.base}/api/echo`, {
      method: 'POST',
      headers: { 'X-Request-Id': 'edge-7f3a9c21' },
    });
    expect([given.headers.get('x-request-id'), seen.at(-1)]).toEqual(['edge-7f3a9c21', 'edge-7f3a9c21']);
    const forged = await fetch(`${site.base}/api/echo`, {
      method: 'POST',
      headers: { 'X-Request-Id': 'not an id; "quoted"' },
    });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports each answer with its kind, status and request id', async () => {
    const page = await fetch(`${site.base}/locations/oak-park`);
    await fetch(`${site.base}/nope`);
    await fetch(`${site.base}/main.0123456789.js`);
    expect(answered.find((entry) => entry.requestId === page.headers.get('x-request-id'))).toMatchObject({
      method: 'GET',
      path: '/locations/oak-park',
      kind: 'page',
      status: 200,
    });
    expect(answered.map(({ path, kind, status }) => ({ path, kind, status }))).toEqual(
      expect.arrayContaining([
        { path: '/nope', kind: 'page', status: 404 },
        { path: '/main.0123456789.js', kind: 'file', status: 200 },
      ]),
    );
  });
});

describe('a gateway with no render live yet', () => {
  it('is alive but not ready', async () => {
    const fixture = siteFixture();
    const site = await serve(
      createGateway({
        origin: 'http://localhost:8080',
        currentRender: () => undefined,
        shellReleasesDir: fixture.shellDir,
      }),
    );
    try {
      expect((await fetch(`${site.base}/healthz`)).status).toBe(200);
      const ready = await fetch(`${site.base}/readyz`);
      expect([ready.status, ((await ready.json()) as { checks: unknown }).checks]).toEqual([503, { render: false }]);
    } finally {
      await site.close();
    }
  });
});

describe("the site's metrics", () => {
  it('count requests by kind and status, and read leads, the outbox and release counts when scraped', async () => {
    const store = openSqliteLeadStore(':memory:');
    const t0 = Date.UTC(2026, 10, 27, 9, 0, 0);
    const lead = { bodyHash: 'h', clientIp: '203.0.113.7', createdAt: t0 } as const;
    const fields = {
      name: 'Dana Ortiz',
      email: 'dana@ortizplumbing.com',
      phone: '',
      vehicleType: '',
      message: 'Two vans.',
    } as const;
    await store.insert({ ...lead, id: 'a', status: 'pending', fields });
    await store.insert({ ...lead, id: 'b', status: 'pending', fields, createdAt: t0 + 1 });
    await store.markSent('b', t0 + 2);
    const metrics = createSiteMetrics({
      leads: () => store.tally(),
      releases: () => ({ shop: { '1.0.1-new': { views: 12, errors: 3 } } }),
      clock: () => t0 + 90_000,
    });
    metrics.answered({ requestId: 'r', method: 'GET', path: '/', kind: 'page', status: 200, seconds: 0.004 });
    metrics.answered({ requestId: 's', method: 'GET', path: '/x', kind: 'page', status: 404, seconds: 0.002 });
    const text = await metrics.registry.metrics();
    for (const line of [
      'site_requests_total{kind="page",status="200"} 1',
      'site_requests_total{kind="page",status="404"} 1',
      'site_request_duration_seconds_count{kind="page"} 2',
      'site_leads{state="accepted"} 2',
      'site_leads{state="delivered"} 1',
      'site_leads{state="parked"} 0',
      'site_outbox_depth 1',
      'site_outbox_oldest_age_seconds 90',
      'site_release_views{app="shop",release="1.0.1-new"} 12',
      'site_release_errors{app="shop",release="1.0.1-new"} 3',
    ])
      expect(text).toContain(line);
    await store.close();
  });
});

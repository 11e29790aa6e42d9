import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { BROTLI_BEST, BROTLI_FAST, precompressFolder } from '../../base/precompress';
import type { RenderSummary } from '../../render/render-job';
import { currentRender } from '../../render/site-renders';
import { createGateway } from '../gateway';
import { signedBucket } from '../release-buckets';
import { NEW, OLD, writeShopCanaryRenders } from '../testing/shop-canary-renders';
import { serve } from '../testing/site-fixture';
import { buildWorker, startEdgeHost } from './edge-host';
import { publishToEdge } from './publish-edge';

const KEY = 'a key both hosts sign buckets with';

/** An environment serving the shop on OLD to everyone but NEW to half its visitors, its files compressed as a deploy leaves them. */
function environment() {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'both-hosts-site-'));
  const releasesDir = mkdtempSync(path.join(tmpdir(), 'both-hosts-store-'));
  const shellDir = path.join(releasesDir, 'shell', '1.0.0-same');
  mkdirSync(shellDir, { recursive: true });
  writeFileSync(path.join(shellDir, 'main.0123456789.js'), 'console.log("the shell");\n'.repeat(20));
  precompressFolder(shellDir, { quality: BROTLI_BEST });
  const renders = writeShopCanaryRenders(siteDir, {
    shellDir,
    shopPage: (shop) => `<!doctype html><title>Shop</title><h1>Shop on ${shop}</h1>${'<p>Wraps</p>'.repeat(30)}`,
    notFoundPage: '<!doctype html><title>Page Not Found</title><h1>Page not found</h1>',
  });
  for (const dir of renders) precompressFolder(dir, { quality: BROTLI_FAST });
  return { siteDir, releasesDir };
}

const { siteDir, releasesDir } = environment();
// The Node host, and the origin the edge hands /api/* to.
const node = createGateway({
  origin: 'http://localhost:8080',
  currentRender: currentRender(siteDir),
  shellReleasesDir: path.join(releasesDir, 'shell'),
  visitorKey: KEY,
  api: {
    echo: async (request, { clientIp }) =>
      Response.json({
        method: request.method,
        body: await request.text(),
        requestId: request.headers.get('x-request-id'),
        clientIp,
      }),
  },
});
const hosts: Record<string, string> = {};
let closeAll = async () => {};
let republish = async () => 0;

beforeAll(async () => {
  const origin = await serve(node);
  buildWorker();
  const edge = await startEdgeHost({
    port: 0,
    persistDir: mkdtempSync(path.join(tmpdir(), 'both-hosts-edge-')),
    siteOrigin: 'http://localhost:8080',
    origin: origin.base,
    visitorKey: KEY,
  });
  const source = { siteDir, releasesDir, mediaDir: path.join(siteDir, 'no-media') };
  await publishToEdge(edge.writer, source);
  republish = async () => (await publishToEdge(edge.writer, source)).objects;
  hosts.Node = origin.base;
  hosts.workerd = edge.url;
  closeAll = async () => {
    await edge.dispose();
    await origin.close();
  };
}, 120_000);
afterAll(() => closeAll());

const bucket = (n: number) => ({ Cookie: `release-bucket-shop=${signedBucket(KEY, 'shop', n)}` });

describe.each(['Node', 'workerd'])('the gateway on the %s host', (host) => {
  const get = (pathname: string, headers: Record<string, string> = {}) =>
    fetch(`${hosts[host]}${pathname}`, { headers });

  it('answers a page with its security headers, and anything else with the not-found page and 404', async () => {
    const page = await get('/shop', bucket(90));
    expect([page.status, await page.text()]).toEqual([200, expect.stringContaining(`<h1>Shop on ${OLD}</h1>`)]);
    expect(page.headers.get('content-security-policy')).toContain(
      "default-src 'self'; script-src 'self' http://localhost:3001",
    );
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('speculation-rules')).toBe('"/speculation-rules.json"');
    const missing = await get('/nowhere', bucket(90));
    expect([missing.status, await missing.text()]).toEqual([404, expect.stringContaining('Page not found')]);
    expect((await get('/.env', bucket(90))).status).toBe(404);
  });

  it('sends the stored brotli copy, and answers a revisit that names the ETag 304', async () => {
    const page = await get('/shop', { ...bucket(90), 'Accept-Encoding': 'br' });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(await page.text()).toContain(`<h1>Shop on ${OLD}</h1>`);
    const etag = page.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const revisit = await get('/shop', { ...bucket(90), 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect([revisit.status, await revisit.text()]).toEqual([304, '']);
    const file = await get('/main.0123456789.js', { 'Accept-Encoding': 'gzip' });
    expect([file.headers.get('content-encoding'), file.headers.get('cache-control')]).toEqual([
      'gzip',
      'public, max-age=31536000, immutable',
    ]);
    expect((await get('/main.0123456789.js', { 'If-None-Match': file.headers.get('etag')! })).status).toBe(304);
  });

  it('splits new visitors between the releases by a signed cookie, and keeps each on theirs', async () => {
    const seen = new Set<string>();
    for (let visitor = 0; visitor < 24; visitor++) {
      const first = await get('/shop');
      const cookie = first.headers.get('set-cookie')!.split(';')[0]!;
      const shop = /Shop on ([\w.-]+)/.exec(await first.text())![1]!;
      expect(shop).toBe(Number(/=(\d+)\./.exec(cookie)![1]) < 50 ? NEW : OLD);
      seen.add(shop);
      const again = await get('/shop', { Cookie: cookie });
      expect([again.headers.get('set-cookie'), /Shop on ([\w.-]+)/.exec(await again.text())![1]]).toEqual([null, shop]);
    }
    expect(seen).toEqual(new Set([OLD, NEW]));
    const manifest = (await (await get('/remotes.json', bucket(7))).json()) as RenderSummary['manifest'];
    expect(manifest.remotes.shop).toBe(`http://localhost:3003/${NEW}/mf-manifest.json`);
    expect((await get('/shop', bucket(7))).headers.get('vary')).toBe('Accept-Encoding, Cookie');
  });

  it('passes /api/* through to the origin with its body and request id', async () => {
    const response = await fetch(`${hosts[host]}/api/echo`, {
      method: 'POST',
      body: 'hello',
      headers: { 'X-Request-Id': 'visit-0042-abcd' },
    });
    expect(await response.json()).toMatchObject({ method: 'POST', body: 'hello', requestId: 'visit-0042-abcd' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

it('publishing the same environment again writes no object the edge already holds', async () => {
  expect(await republish()).toBe(0);
});

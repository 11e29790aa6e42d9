import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { BROTLI_BEST, BROTLI_FAST, precompressFolder } from '../../base/precompress';
import { createGateway } from '../gateway';
import { fixtureGateway, serve, siteFixture } from '../testing/site-fixture';

const PAGE = '/locations/oak-park';

/** Raw bytes and headers, as they came on the wire (fetch would decode them). */
async function onWire(base: string, pathname: string, headers: Record<string, string> = {}) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(`${base}${pathname}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('the gateway over a render and a shell release compressed ahead of time', () => {
  const fixture = siteFixture();
  precompressFolder(fixture.pagesDir, { quality: BROTLI_FAST });
  precompressFolder(fixture.shellDir, { quality: BROTLI_BEST });
  const gateway = createGateway({ origin: 'http://localhost:8080', currentRender: fixture.render() });
  let site: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => (site = await serve(gateway)));
  afterAll(() => site.close());
  const pageBytes = readFileSync(path.join(fixture.pagesDir, 'locations/oak-park/index.html'));

  it('sends brotli to a browser that takes it, gzip to one that takes only gzip, and the page itself otherwise', async () => {
    const brotli = await onWire(site.base, PAGE, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body)).toEqual(pageBytes);
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
    const gzip = await onWire(site.base, PAGE, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body)).toEqual(pageBytes);
    for (const refused of ['identity', 'br;q=0, gzip;q=0', '']) {
      const plain = await onWire(site.base, PAGE, { 'Accept-Encoding': refused });
      expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, pageBytes]);
    }
    expect(brotli.headers.vary).toBe('Accept-Encoding');
  });

  it('tags each encoding of a page with its own strong ETag and answers a revisit that names it 304, with no body', async () => {
    const first = await onWire(site.base, PAGE, { 'Accept-Encoding': 'br' });
    const gzip = await onWire(site.base, PAGE, { 'Accept-Encoding': 'gzip' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    expect(gzip.headers.etag).not.toBe(etag);
    const revisit = await onWire(site.base, PAGE, { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect([revisit.status, revisit.body.length, revisit.headers.etag]).toEqual([304, 0, etag]);
    expect(revisit.headers['content-security-policy']).toContain("default-src 'self'");
    const changedEncoding = await onWire(site.base, PAGE, { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    expect(changedEncoding.status).toBe(200);
  });

  it('answers /remotes.json and a release file with an ETag and 304; the release file cached for a year as immutable', async () => {
    for (const pathname of ['/remotes.json', '/main.0123456789.js']) {
      const first = await fetch(`${site.base}${pathname}`);
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^"[\w-]+(-gzip|-br)?"$/);
      const revisit = await fetch(`${site.base}${pathname}`, { headers: { 'If-None-Match': etag } });
      expect(revisit.status).toBe(304);
    }
    const file = await fetch(`${site.base}/main.0123456789.js`);
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('never answers a stored compressed copy by its own name', async () => {
    for (const pathname of ['/main.0123456789.js.br', '/main.0123456789.js.gz']) {
      const response = await fetch(`${site.base}${pathname}`);
      expect([response.status, await response.text()]).toEqual([404, expect.stringContaining('Page not found')]);
    }
  });
});

describe('the gateway over files stored without compressed copies', () => {
  const gateway = fixtureGateway();
  let site: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => (site = await serve(gateway)));
  afterAll(() => site.close());

  it('gzips text as it sends it, under a weak ETag (those bytes are made per request), and still answers 304', async () => {
    const first = await onWire(site.base, PAGE, { 'Accept-Encoding': 'gzip, br' });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(first.body).toString()).toContain('Vehicle Wraps in Oak Park');
    expect(String(first.headers.etag)).toMatch(/^W\/"[\w-]+-gzip"$/);
    const revisit = await onWire(site.base, PAGE, {
      'Accept-Encoding': 'gzip, br',
      'If-None-Match': String(first.headers.etag),
    });
    expect(revisit.status).toBe(304);
  });
});

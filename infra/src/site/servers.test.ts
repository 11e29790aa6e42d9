import path from 'node:path';

import { cacheControlFor } from '../http/content-types';
import { resolveInside } from '../http/static-files';
import { createRemoteServer } from './remote-server';
import { fixtureGateway, serve, siteFixture } from './testing/site-fixture';

const dir = siteFixture().shellDir;

describe('cache rules', () => {
  it('caches content-hashed files for a year and revalidates everything else', () => {
    expect(cacheControlFor('main.0123456789.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('mf-manifest.json')).toBe('no-cache');
    expect(cacheControlFor('remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('index.html')).toBe('no-cache');
  });

  it('never resolves outside the served folder', () => {
    expect(resolveInside(dir, '/../../etc/passwd')).toBe(path.join(dir, 'etc/passwd'));
    expect(resolveInside(dir, '/%2e%2e/%2e%2e/etc/passwd')).toBe(path.join(dir, 'etc/passwd'));
    expect(resolveInside(dir, '/a%00b')).toBeUndefined();
  });
});

describe('the gateway', () => {
  const gateway = fixtureGateway({
    api: {
      echo: async (request, { clientIp }) =>
        Response.json({ method: request.method, body: await request.text(), clientIp }),
    },
  });
  let site: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => (site = await serve(gateway)));
  afterAll(() => site.close());

  it('serves the runtime manifest for a browser to revalidate on every load, and a shared cache to keep a minute', async () => {
    const response = await fetch(`${site.base}/remotes.json`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
    expect((await response.json()).remotes.shop).toBe('http://localhost:3003/mf-manifest.json');
  });

  it('answers a rendered path with its page', async () => {
    const response = await fetch(`${site.base}/locations/oak-park`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h1>Vehicle Wraps in Oak Park</h1>');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self' http://localhost:3001");
  });

  it('answers unknown paths, unknown records and dot-paths with the not-found page and 404', async () => {
    for (const pathname of [
      '/nope',
      '/locations/atlantis',
      '/.git/config',
      '/.env',
      '/services/.hidden',
      '/index.html',
      '/server/remoteEntry.js',
    ]) {
      const response = await fetch(`${site.base}${pathname}`);
      expect(response.status, pathname).toBe(404);
      expect(await response.text(), pathname).toContain('<h1>Page not found</h1>');
    }
  });

  it('sends a path with a trailing slash to the path without it', async () => {
    const response = await fetch(`${site.base}/locations/oak-park/?utm_source=x`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/locations/oak-park?utm_source=x');
  });

  it('serves the sitemap of the render', async () => {
    const response = await fetch(`${site.base}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  });

  it('serves the image library from /media with a week of caching', async () => {
    const response = await fetch(`${site.base}/media/fleet-vans-640.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=604800');
    expect((await fetch(`${site.base}/media/missing-640.webp`)).status).toBe(404);
  });

  it('answers a missing asset with 404, not the page', async () => {
    expect((await fetch(`${site.base}/missing.0123456789.js`)).status).toBe(404);
  });

  it('passes /api/* to Web-standard handlers with the socket address as the client IP', async () => {
    const response = await fetch(`${site.base}/api/echo`, {
      method: 'POST',
      body: 'hello',
      headers: { 'x-forwarded-for': '1.2.3.4' },
    });
    expect(await response.json()).toEqual({ method: 'POST', body: 'hello', clientIp: '127.0.0.1' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await fetch(`${site.base}/api/nothing`, { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'No API at /api/nothing' });
  });
});

describe('a remote server', () => {
  const server = createRemoteServer(dir, 'http://localhost:8080');
  let remote: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => (remote = await serve(server)));
  afterAll(() => remote.close());

  it('lets only the site origin read its files', async () => {
    const allowed = await fetch(`${remote.base}/mf-manifest.json`, { headers: { origin: 'http://localhost:8080' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    const other = await fetch(`${remote.base}/mf-manifest.json`, { headers: { origin: 'https://evil.test' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('has no SPA fallback: unknown files are 404', async () => {
    expect((await fetch(`${remote.base}/somewhere`)).status).toBe(404);
  });
});

import { get } from 'node:http';

import { createRemoteServer } from './remote-server';
import { fixtureGateway, serve, siteFixture } from './testing/site-fixture';

/** Raw header lines, so a header sent twice shows twice. */
const rawHeaders = (url: string, method = 'GET', headers: Record<string, string> = {}) =>
  new Promise<string[]>((resolve, reject) => {
    const request = get(url, { method, headers }, (response) => {
      response.resume();
      resolve(response.rawHeaders.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase()));
    });
    request.on('error', reject);
  });

describe('security headers of the site', () => {
  const gateway = fixtureGateway({
    trustedProxies: ['127.0.0.1'],
    api: {
      cached: async () => Response.json({ ok: true }, { headers: { 'Cache-Control': 'private, max-age=60' } }),
      plain: async () => Response.json({ ok: true }),
      answer: async () =>
        new Response('<!doctype html><title>Sent</title><main>Sent</main>', {
          headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': "default-src 'none'" },
        }),
    },
  });
  let site: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => (site = await serve(gateway)));
  afterAll(() => site.close());

  it('keep other origins from reading any answer, and from opening a page as a window', async () => {
    for (const [pathname, method] of [
      ['/locations/oak-park', 'GET'],
      ['/main.0123456789.js', 'GET'],
      ['/media/fleet-vans-640.webp', 'GET'],
      ['/api/plain', 'POST'],
      ['/nope', 'GET'],
    ] as const) {
      const response = await fetch(`${site.base}${pathname}`, { method });
      expect(response.headers.get('cross-origin-resource-policy'), pathname).toBe('same-origin');
      expect(response.headers.get('x-content-type-options'), pathname).toBe('nosniff');
    }
    for (const pathname of ['/locations/oak-park', '/nope']) {
      const response = await fetch(`${site.base}${pathname}`);
      expect(response.headers.get('cross-origin-opener-policy'), pathname).toBe('same-origin');
      expect(response.headers.get('x-frame-options'), pathname).toBe('DENY');
    }
  });

  it('give a page an API answers (the quote form sent without scripts) the frame and opener headers of the pages, its own policy kept', async () => {
    const response = await fetch(`${site.base}/api/answer`, { method: 'POST' });
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(await rawHeaders(`${site.base}/api/answer`, 'POST')).toEqual([
      ...new Set(await rawHeaders(`${site.base}/api/answer`, 'POST')),
    ]);
  });

  it("send a page's policies with pages and SVG files only, not with every script, image and API answer", async () => {
    for (const pathname of ['/locations/oak-park', '/nope', '/favicon.svg']) {
      expect((await fetch(`${site.base}${pathname}`)).headers.get('content-security-policy'), pathname).toContain(
        "default-src 'self'",
      );
    }
    for (const [pathname, method] of [
      ['/main.0123456789.js', 'GET'],
      ['/media/fleet-vans-640.webp', 'GET'],
      ['/api/plain', 'POST'],
    ] as const) {
      const response = await fetch(`${site.base}${pathname}`, { method });
      expect(response.ok, pathname).toBe(true);
      for (const header of [
        'content-security-policy',
        'cross-origin-opener-policy',
        'permissions-policy',
        'x-frame-options',
      ]) {
        expect(response.headers.get(header), `${header} on ${pathname}`).toBeNull();
      }
    }
  });

  it('allow no frames unless the payment provider needs them', async () => {
    const csp = (await fetch(`${site.base}/locations/oak-park`)).headers.get('content-security-policy')!;
    expect(csp).toContain("frame-src 'none'");
    expect(csp).not.toContain('https:;');
    const square = ['https://sandbox.web.squarecdn.com', 'https://*.squareupsandbox.com'];
    const withPayments = await serve(
      fixtureGateway({ currentRender: siteFixture().render({ scriptOrigins: square }) }),
    );
    try {
      const policy = (await fetch(`${withPayments.base}/locations/oak-park`)).headers.get('content-security-policy')!;
      expect(policy).toContain('frame-src https://sandbox.web.squarecdn.com https://*.squareupsandbox.com;');
      expect(policy).toContain("script-src 'self' http://localhost:3001");
    } finally {
      await withPayments.close();
    }
  });

  it('ask for HTTPS only when the request came over HTTPS, as a trusted proxy reports it, or a setting says so', async () => {
    expect((await fetch(`${site.base}/locations/oak-park`)).headers.get('strict-transport-security')).toBeNull();
    const proxied = await fetch(`${site.base}/locations/oak-park`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(proxied.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const untrusted = await serve(fixtureGateway());
    const always = await serve(fixtureGateway({ alwaysHsts: true }));
    try {
      expect(
        (
          await fetch(`${untrusted.base}/locations/oak-park`, { headers: { 'X-Forwarded-Proto': 'https' } })
        ).headers.get('strict-transport-security'),
      ).toBeNull();
      expect(
        (await fetch(`${always.base}/api/nothing`, { method: 'POST' })).headers.get('strict-transport-security'),
      ).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await Promise.all([untrusted.close(), always.close()]);
    }
  });

  it("send Cache-Control once on API answers, the handler's own when it gives one", async () => {
    const plain = await rawHeaders(`${site.base}/api/plain`, 'POST');
    expect(plain.filter((name) => name === 'cache-control')).toHaveLength(1);
    expect((await fetch(`${site.base}/api/plain`, { method: 'POST' })).headers.get('cache-control')).toBe('no-store');
    const cached = await rawHeaders(`${site.base}/api/cached`, 'POST');
    expect(cached.filter((name) => name === 'cache-control')).toHaveLength(1);
    expect((await fetch(`${site.base}/api/cached`, { method: 'POST' })).headers.get('cache-control')).toBe(
      'private, max-age=60',
    );
  });

  it("let only sites under the same domain embed a remote's files", async () => {
    const remote = await serve(createRemoteServer(siteFixture().shellDir, 'http://localhost:8080'));
    try {
      const response = await fetch(`${remote.base}/mf-manifest.json`, { headers: { origin: 'http://localhost:8080' } });
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-site');
    } finally {
      await remote.close();
    }
  });
});

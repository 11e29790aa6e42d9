import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

import { createRemoteServer } from './remote-server';
import { serve } from './testing/site-fixture';

/** A remote's store as releasing leaves it: its order file and one release with its record, seal, stats and Node build. */
function store() {
  const dir = mkdtempSync(path.join(tmpdir(), 'remote-store-'));
  const release = path.join(dir, '1.0.0-abc');
  mkdirSync(path.join(release, 'server'), { recursive: true });
  mkdirSync(path.join(release, 'fonts'));
  mkdirSync(path.join(dir, '.staging-1.0.1-def-42'));
  const files: Record<string, string> = {
    '.order': '1.0.0-abc\n',
    '1.0.0-abc/remoteEntry.js': 'var shop;',
    '1.0.0-abc/main.0123456789.css': 'a{}',
    '1.0.0-abc/mf-manifest.json': '{}',
    '1.0.0-abc/payment-config.json': '{}',
    '1.0.0-abc/release.json': '{}',
    '1.0.0-abc/release.seal': '{}',
    '1.0.0-abc/mf-stats.json': '{}',
    '1.0.0-abc/release-needs.json': '{}',
    '1.0.0-abc/server/remoteEntry.js': 'module.exports = {}',
    '1.0.0-abc/server/mf-manifest.json': '{}',
    '1.0.0-abc/fonts/inter.woff2': 'wOF2',
  };
  for (const [file, content] of Object.entries(files)) writeFileSync(path.join(dir, file), content);
  writeFileSync(path.join(release, 'remoteEntry.js.br'), brotliCompressSync('var shop;'));
  return dir;
}

const status = (url: string, method = 'GET') =>
  new Promise<number>((resolve, reject) =>
    request(url, { method }, (res) => {
      res.resume();
      resolve(res.statusCode!);
    })
      .on('error', reject)
      .end(),
  );

describe("a remote's origin", () => {
  let remote: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => (remote = await serve(createRemoteServer(store(), 'http://localhost:8080'))));
  afterAll(() => remote.close());

  it('serves what browsers load of a release: its scripts, styles, manifest and payment configuration', async () => {
    for (const file of [
      'remoteEntry.js',
      'main.0123456789.css',
      'mf-manifest.json',
      'payment-config.json',
      'fonts/inter.woff2',
    ])
      expect({ file, status: await status(`${remote.base}/1.0.0-abc/${file}`) }).toEqual({ file, status: 200 });
  });

  it('sends the brotli copy stored beside a file, cached for a year, and answers a revisit that names its ETag 304', async () => {
    const url = `${remote.base}/1.0.0-abc/remoteEntry.js`;
    const first = await fetch(url, { headers: { 'Accept-Encoding': 'br' } });
    expect([first.headers.get('content-encoding'), await first.text()]).toEqual(['br', 'var shop;']);
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const revisit = await fetch(url, {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.get('etag')! },
    });
    expect(revisit.status).toBe(304);
    expect(await status(`${url}.br`)).toBe(404);
  });

  it("serves nothing else: not the store's order, a release's record, seal, stats or needs, nor its Node build", async () => {
    for (const pathname of [
      '/.order',
      '/.staging-1.0.1-def-42/remoteEntry.js',
      '/1.0.0-abc/release.json',
      '/1.0.0-abc/release.seal',
      '/1.0.0-abc/mf-stats.json',
      '/1.0.0-abc/release-needs.json',
      '/1.0.0-abc/server/remoteEntry.js',
      '/1.0.0-abc/server/mf-manifest.json',
      '/1.0.0-abc/%2e%2e/.order',
      '/1.0.0-abc/',
    ])
      expect({ pathname, status: await status(`${remote.base}${pathname}`) }).toEqual({ pathname, status: 404 });
  });

  it('answers a method other than GET, HEAD and OPTIONS with 405, TRACE included', async () => {
    for (const method of ['POST', 'DELETE', 'TRACE'])
      expect({ method, status: await status(`${remote.base}/1.0.0-abc/remoteEntry.js`, method) }).toEqual({
        method,
        status: 405,
      });
  });
});

import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { sri } from './integrity';
import { contentHash, listReleases, readRelease, storeRelease } from './release-store';

const facts = {
  version: '1.4.0',
  contractsVersion: '1.0.0',
  requires: { react: '^19.2.0' },
  provides: { react: '19.3.1' },
};

function build(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'build-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

describe('the release store', () => {
  it('names a release by version and content: the same files give the same release', () => {
    const store = mkdtempSync(path.join(tmpdir(), 'store-'));
    const first = storeRelease(
      store,
      'shop',
      build({ 'remoteEntry.js': 'entry', 'server/remoteEntry.js': 'node' }),
      facts,
    );
    const again = storeRelease(
      store,
      'shop',
      build({ 'remoteEntry.js': 'entry', 'server/remoteEntry.js': 'node' }),
      facts,
    );
    expect(first.created).toBe(true);
    expect(again.created).toBe(false);
    expect(again.info.id).toBe(first.info.id);
    expect(first.info.id).toMatch(/^1\.4\.0-[0-9a-f]{12}$/);
    expect(readRelease(store, 'shop', first.info.id)).toMatchObject({ app: 'shop', ...facts });
  });

  it('stores what browsers load compressed beside itself (brotli and gzip), sealed with the rest; not the Node build', () => {
    const store = mkdtempSync(path.join(tmpdir(), 'store-'));
    const entry = 'export const entry = "the shop";\n'.repeat(40);
    const { info } = storeRelease(
      store,
      'shop',
      build({ 'remoteEntry.js': entry, 'logo.png': 'PNG', 'server/remoteEntry.js': 'node' }),
      facts,
    );
    const dir = path.join(store, 'shop', info.id);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'remoteEntry.js.br'))).toString()).toBe(entry);
    expect(gunzipSync(readFileSync(path.join(dir, 'remoteEntry.js.gz'))).toString()).toBe(entry);
    expect(
      readdirSync(dir)
        .filter((file) => /\.(br|gz)$/.test(file))
        .sort(),
    ).toEqual(['remoteEntry.js.br', 'remoteEntry.js.gz']);
    expect(readdirSync(path.join(dir, 'server'))).toEqual(['remoteEntry.js']);
    const sealed = JSON.parse(readFileSync(path.join(dir, 'release.seal'), 'utf8')) as {
      files: Record<string, string>;
    };
    expect(Object.keys(sealed.files)).toEqual(expect.arrayContaining(['remoteEntry.js.br', 'remoteEntry.js.gz']));
  });

  it('gives changed files a new release and leaves the earlier one as it was', () => {
    const store = mkdtempSync(path.join(tmpdir(), 'store-'));
    const old = storeRelease(store, 'shop', build({ 'remoteEntry.js': 'entry v1' }), facts).info;
    const changed = storeRelease(store, 'shop', build({ 'remoteEntry.js': 'entry v2' }), facts).info;
    expect(changed.id).not.toBe(old.id);
    expect(readFileSync(path.join(store, 'shop', old.id, 'remoteEntry.js'), 'utf8')).toBe('entry v1');
    expect(listReleases(store, 'shop').map((release) => release.id)).toEqual([old.id, changed.id]);
    expect(contentHash(path.join(store, 'shop', old.id))).toBe(old.id.split('-')[1]);
  });

  it('lists releases in the order they were stored, even when the clock cannot tell them apart', () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T09:00:00.000Z'), toFake: ['Date'] });
    try {
      const store = mkdtempSync(path.join(tmpdir(), 'store-'));
      const stored = ['a', 'b', 'c', 'd', 'e'].map(
        (tag) => storeRelease(store, 'shop', build({ 'remoteEntry.js': `entry ${tag}` }), facts).info,
      );
      expect(new Set(stored.map((release) => release.createdAt)).size).toBe(1);
      expect(listReleases(store, 'shop').map((release) => release.id)).toEqual(stored.map((release) => release.id));
      storeRelease(store, 'shop', build({ 'remoteEntry.js': 'entry b' }), facts);
      expect(listReleases(store, 'shop').map((release) => release.id)).toEqual(stored.map((release) => release.id));
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a missing build and never reads a release id that is a path', () => {
    const store = mkdtempSync(path.join(tmpdir(), 'store-'));
    expect(() => storeRelease(store, 'shop', path.join(store, 'nothing-here'), facts)).toThrow(/shop has no build/);
    expect(readRelease(store, 'shop', '../../etc')).toBeUndefined();
  });

  it("records the SHA-384 of the entry and every chunk in the stored manifest, and the manifest's own in release.json", () => {
    const store = mkdtempSync(path.join(tmpdir(), 'store-'));
    const files = {
      'mf-manifest.json': '{"name":"mfe_shop"}',
      'remoteEntry.js': "alert('Hello, world.');",
      'app.0123456789.js': 'chunk',
      'server/remoteEntry.js': 'node',
      'payment-config.json': '{}',
    };
    const dir = build(files);
    const { info } = storeRelease(store, 'shop', dir, facts);
    const manifest = readFileSync(path.join(store, 'shop', info.id, 'mf-manifest.json'), 'utf8');
    expect(JSON.parse(manifest)).toEqual({
      name: 'mfe_shop',
      integrity: {
        'app.0123456789.js': sri('chunk'),
        'remoteEntry.js': 'sha384-H8BRh8j48O9oYatfu5AZzq6A9RINhZO5H16dQZngK7T62em8MUt1FLm52t+eX6xO',
      },
    });
    expect(info.integrity).toBe(sri(manifest));
    expect(readRelease(store, 'shop', info.id)!.integrity).toBe(info.integrity);
    expect(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')).toBe(files['mf-manifest.json']);
  });

  it('removes what a storing process killed half-way left, and seals what it stores', () => {
    const store = mkdtempSync(path.join(tmpdir(), 'store-'));
    const abandoned = path.join(store, 'shop', '.staging-1.4.0-0123456789ab-999999999');
    mkdirSync(abandoned, { recursive: true });
    writeFileSync(path.join(abandoned, 'remoteEntry.js'), 'half');
    const { info } = storeRelease(
      store,
      'shop',
      build({ 'remoteEntry.js': 'entry', 'server/render.js': 'node' }),
      facts,
    );
    expect(existsSync(abandoned)).toBe(false);
    expect(readdirSync(path.join(store, 'shop'))).toEqual(['.order', info.id]);
    const seal = JSON.parse(readFileSync(path.join(store, 'shop', info.id, 'release.seal'), 'utf8')) as {
      files: Record<string, string>;
    };
    expect(Object.keys(seal.files)).toEqual([
      'release.json',
      'remoteEntry.js',
      'remoteEntry.js.br',
      'remoteEntry.js.gz',
      'server/render.js',
    ]);
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { RuntimeManifest } from 'shared-contracts/remote/render-contract';

import {
  createRemoteFiles,
  pageStartFiles,
  remoteStartFiles,
  shellStartFiles,
  withResourceHints,
  type BrowserManifest,
} from './resource-hints';

const shopManifest: BrowserManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'app', assets: { js: { sync: ['__federation_expose_app.1.js', 'contracts.2.js'] } } },
    { name: 'towns', assets: { js: { sync: ['towns_generated.3.js'] } } },
  ],
};

const runtime = {
  siteOrigin: 'http://site.test',
  remotes: { shop: 'http://shop.test/r1/mf-manifest.json', chat: 'http://chat.test/r2/mf-manifest.json' },
  integrity: {},
} as unknown as RuntimeManifest;

describe('resource hints', () => {
  it("flatten a remote's chain: its manifest, its entry and the chunks its mounted module loads at once, not its other modules", () => {
    expect(remoteStartFiles('http://shop.test/r1/mf-manifest.json', shopManifest)).toEqual([
      'http://shop.test/r1/mf-manifest.json',
      'http://shop.test/r1/remoteEntry.js',
      'http://shop.test/r1/__federation_expose_app.1.js',
      'http://shop.test/r1/contracts.2.js',
    ]);
  });

  it("name the owner's files and the chat's where the page has the launcher, reading each manifest once", async () => {
    const read: string[] = [];
    const files = createRemoteFiles(runtime, async (url) => {
      read.push(url);
      return shopManifest;
    });
    const shopping = await pageStartFiles('shop', '/shopping', files);
    expect(shopping.filter((url) => url.endsWith('remoteEntry.js'))).toEqual([
      'http://shop.test/r1/remoteEntry.js',
      'http://chat.test/r2/remoteEntry.js',
    ]);
    const checkout = await pageStartFiles('shop', '/checkout', files);
    expect(checkout.every((url) => url.startsWith('http://shop.test/'))).toBe(true);
    expect(read).toEqual(['http://shop.test/r1/mf-manifest.json', 'http://chat.test/r2/mf-manifest.json']);
  });

  it('leave a remote whose manifest cannot be read unhinted', async () => {
    const files = createRemoteFiles(runtime, async () => {
      throw new Error('down');
    });
    expect(await pageStartFiles('shop', '/shopping', files)).toEqual([]);
  });

  it('go into the page as inert prefetch links before </body>', () => {
    const html = withResourceHints('<html><body><main>Shop</main></body></html>', [
      'http://shop.test/r1/remoteEntry.js',
      'http://shop.test/r1/remoteEntry.js',
    ]);
    expect(html).toBe(
      '<html><body><main>Shop</main><template id="site-prefetch"><link rel="prefetch" href="http://shop.test/r1/remoteEntry.js" crossorigin="anonymous"></template></body></html>',
    );
    expect(withResourceHints('<html><body></body></html>', [])).toBe('<html><body></body></html>');
  });
});

describe("the shell's start files", () => {
  it("are the content-hashed scripts at the top of its build, but its first script and the not-found page's, on the site origin", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shell-'));
    for (const file of [
      'main.0123456789.js',
      'bootstrap.abcdef0123.js',
      '121.0a1b2c3d4e.js',
      'not-found.1a2b3c4d5e.js',
      'robots.txt',
      'favicon.svg',
    ])
      writeFileSync(path.join(dir, file), '');
    mkdirSync(path.join(dir, 'start'));
    expect(shellStartFiles(dir)).toEqual(['/121.0a1b2c3d4e.js', '/bootstrap.abcdef0123.js']);
    expect(shellStartFiles('http://shell.test/')).toEqual([]);
  });
});

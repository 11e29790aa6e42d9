// @vitest-environment happy-dom
import { asPart, partOfLongestCode, partOfNode, partOfScriptUrl, releaseFolders } from './parts';

const remotes = {
  marketing: 'http://localhost:3001/1.0.0-aaa/mf-manifest.json',
  locations: 'http://localhost:3002/1.0.0-bbb/mf-manifest.json',
  shop: 'http://localhost:3003/1.0.1-canary/mf-manifest.json',
  member: 'http://localhost:3004/1.0.0-ddd/mf-manifest.json',
  chat: 'http://localhost:3005/1.0.0-eee/mf-manifest.json',
};
const { bases, releases } = releaseFolders(remotes);
const partOfUrl = (url: string) => partOfScriptUrl(url, bases, 'http://localhost:8080');

describe('what part of the site a figure is put down to', () => {
  it('names each remote’s release from the manifest addresses the page was served', () => {
    expect(releases).toEqual({
      marketing: '1.0.0-aaa',
      locations: '1.0.0-bbb',
      shop: '1.0.1-canary',
      member: '1.0.0-ddd',
      chat: '1.0.0-eee',
    });
  });

  it('finds the part whose slot holds an element, the shell for the header and footer, none for a removed one', () => {
    document.body.innerHTML =
      '<header><a id="logo">Wrap Lab</a></header><main><div id="mfe-shop"><button id="add">Add to Cart</button></div></main>';
    expect(partOfNode(document.getElementById('add'))).toBe('shop');
    expect(partOfNode(document.getElementById('add')!.firstChild)).toBe('shop');
    expect(partOfNode(document.getElementById('logo'))).toBe('shell');
    const removed = document.getElementById('add')!;
    removed.remove();
    expect(partOfNode(removed)).toBeUndefined();
    expect(partOfNode(null)).toBeUndefined();
  });

  it('sends a part by its name only, never the selector web-vitals falls back to', () => {
    expect(asPart('shop')).toBe('shop');
    expect(asPart('shell')).toBe('shell');
    expect(asPart('#mfe-shop>button.add')).toBeUndefined();
    expect(asPart('')).toBeUndefined();
  });

  it('names a script by its release folder, the site’s own origin as the shell, and no part for anyone else’s', () => {
    expect(partOfUrl('http://localhost:3003/1.0.1-canary/__federation_expose_catalog.4f1e.js')).toBe('shop');
    expect(partOfUrl('http://localhost:8080/vendors-react-dom.0123.js')).toBe('shell');
    expect(partOfUrl('chrome-extension://abc/content.js')).toBeUndefined();
    expect(partOfUrl('')).toBeUndefined();
  });

  it('puts a slow tap down to the part whose scripts ran longest in its frames', () => {
    const frames = [
      {
        scripts: [
          { sourceURL: 'http://localhost:8080/vendors-react-dom.0123.js', duration: 60 },
          { sourceURL: 'http://localhost:3003/1.0.1-canary/catalog.js', duration: 45 },
        ],
      },
      { scripts: [{ sourceURL: 'http://localhost:3003/1.0.1-canary/cart.js', duration: 30 }] },
      { scripts: [{ sourceURL: 'chrome-extension://abc/content.js', duration: 500 }] },
    ];
    // React's listener (60 ms, on the site's origin) ran the shop's handler: the shop's own scripts name it.
    expect(partOfLongestCode(frames, partOfUrl)).toBe('shop');
    expect(
      partOfLongestCode(
        [frames[0]!.scripts[0]!].map((script) => ({ scripts: [script] })),
        partOfUrl,
      ),
    ).toBe('shell');
    expect(partOfLongestCode([], partOfUrl)).toBeUndefined();
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { ReleaseNeeds } from '../base/release-needs';
import { DeployRefused, servedWith } from './deploy';
import { apps, readRelease, releaseDir, storeRelease, type App } from './release-store';

const facts = { version: '1.0.0', contractsVersion: '1.0.0', requires: {}, provides: {} };

/** A store with one release of every app, each stored from a build that declared the given needs. */
function storeWith(needs: Partial<Record<App, ReleaseNeeds>>) {
  const store = mkdtempSync(path.join(tmpdir(), 'store-'));
  const set = Object.fromEntries(
    apps.map((app) => {
      const build = mkdtempSync(path.join(tmpdir(), `${app}-dist-`));
      writeFileSync(path.join(build, 'remoteEntry.js'), `/* ${app} */`);
      if (needs[app]) writeFileSync(path.join(build, 'release-needs.json'), JSON.stringify(needs[app]));
      mkdirSync(path.join(build, 'downloads'));
      return [app, storeRelease(store, app, build, facts).info.id];
    }),
  ) as Record<App, string>;
  return { store, set };
}

const square = ['https://sandbox.web.squarecdn.com', 'https://*.squarecdn.com'];

describe('what a release needs beyond its files', () => {
  it("is kept in its release record, as its app's build declared it", () => {
    const { store, set } = storeWith({ shop: { origins: square }, marketing: { downloads: 'downloads' } });
    expect(readRelease(store, 'shop', set.shop)!.needs).toEqual({ origins: square });
    expect(readRelease(store, 'marketing', set.marketing)!.needs).toEqual({ downloads: 'downloads' });
    expect(readRelease(store, 'chat', set.chat)!.needs).toBeUndefined();
  });

  it('is what the pages of a set are served with: its origins allowed, its downloads offered', () => {
    const { store, set } = storeWith({ shop: { origins: square }, marketing: { downloads: 'downloads' } });
    expect(servedWith(store, set)).toEqual({
      shellDir: releaseDir(store, 'shell', set.shell),
      downloadsDir: path.join(releaseDir(store, 'marketing', set.marketing), 'downloads'),
      scriptOrigins: square,
      releaseDirs: Object.fromEntries(apps.map((app) => [app, releaseDir(store, app, set[app])])),
    });
  });

  it('adds nothing when no release declares anything (a shop built for the embedded test provider)', () => {
    const { store, set } = storeWith({});
    expect(servedWith(store, set)).toEqual({
      shellDir: releaseDir(store, 'shell', set.shell),
      scriptOrigins: [],
      releaseDirs: Object.fromEntries(apps.map((app) => [app, releaseDir(store, app, set[app])])),
    });
  });

  it('refuses two apps offering downloads, or a downloads folder outside the release', () => {
    const two = storeWith({ marketing: { downloads: 'downloads' }, locations: { downloads: 'downloads' } });
    expect(() => servedWith(two.store, two.set)).toThrow(DeployRefused);
    const outside = storeWith({ marketing: { downloads: '../../shop' } });
    expect(() => servedWith(outside.store, outside.set)).toThrow("marketing's downloads folder is outside its release");
  });
});

import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { writeDeployments, type Deployments } from './deployments';
import { namedReleases, pruneReleases } from './prune';
import { DeployRefused } from './refusal';
import { apps, listReleases, storeRelease, type App } from './release-store';

const facts = { version: '1.0.0', contractsVersion: '1.0.0', requires: {}, provides: {} };

/** Six shop releases stored in order, r0 oldest. */
function storeWithReleases() {
  const store = mkdtempSync(path.join(tmpdir(), 'store-'));
  const ids = Array.from({ length: 6 }, (_, n) => {
    const build = mkdtempSync(path.join(tmpdir(), 'build-'));
    writeFileSync(path.join(build, 'remoteEntry.js'), `release ${n}`);
    return storeRelease(store, 'shop', build, facts).info.id;
  });
  return { store, ids };
}

function environmentNaming(
  parent: string,
  name: string,
  shop: { deployed: string; history: string[]; canary?: Deployments['canary'] },
) {
  const siteDir = path.join(parent, name);
  mkdirSync(siteDir, { recursive: true });
  const all = <T>(value: T) => Object.fromEntries(apps.map((app) => [app, value])) as Record<App, T>;
  writeDeployments(siteDir, {
    deployed: { ...all('other'), shop: shop.deployed },
    history: { ...all([]), shop: shop.history },
    ...(shop.canary ? { canary: shop.canary } : {}),
  });
  return siteDir;
}

describe('prune', () => {
  it('removes only releases no environment names, past the newest kept, and lists the rest in order', () => {
    const { store, ids } = storeWithReleases();
    const parent = mkdtempSync(path.join(tmpdir(), 'sites-'));
    // This environment: r2 deployed after r0, r3 its canary; a neighbour on another port deploys r1.
    const siteDir = environmentNaming(parent, '8080', {
      deployed: ids[2]!,
      history: [ids[0]!, ids[2]!],
      canary: { app: 'shop', id: ids[3]!, percent: 10, startedAt: new Date(0).toISOString() },
    });
    environmentNaming(parent, '8081', { deployed: ids[1]!, history: [ids[1]!] });

    const removed = pruneReleases(store, 'shop', 1, namedReleases(siteDir, 'shop'));

    expect(removed).toEqual([ids[4]]);
    expect(listReleases(store, 'shop').map((release) => release.id)).toEqual([ids[0], ids[1], ids[2], ids[3], ids[5]]);
    for (const id of [ids[0], ids[1], ids[2], ids[3], ids[5]])
      expect(existsSync(path.join(store, 'shop', id!))).toBe(true);
    expect(existsSync(path.join(store, 'shop', ids[4]!))).toBe(false);
  });

  it('with --keep 0 still never removes a deployed, canary or history release', () => {
    const { store, ids } = storeWithReleases();
    const parent = mkdtempSync(path.join(tmpdir(), 'sites-'));
    const siteDir = environmentNaming(parent, '8080', {
      deployed: ids[5]!,
      history: [ids[1]!, ids[5]!],
      canary: { app: 'shop', id: ids[0]!, percent: 10, startedAt: new Date(0).toISOString() },
    });
    expect(pruneReleases(store, 'shop', 0, namedReleases(siteDir, 'shop'))).toEqual([ids[2], ids[3], ids[4]]);
    expect(listReleases(store, 'shop').map((release) => release.id)).toEqual([ids[0], ids[1], ids[5]]);
    expect(pruneReleases(store, 'shop', 0, namedReleases(siteDir, 'shop'))).toEqual([]);
  });

  it('refuses in one line while a neighbouring environment it cannot read is there, rather than prune what that one may name', () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'environments-'));
    const siteDir = environmentNaming(parent, '8080', { deployed: 'r1', history: ['r0', 'r1'] });
    mkdirSync(path.join(parent, '8081'));
    writeFileSync(path.join(parent, '8081', 'deployments.json'), 'null');
    expect(() => namedReleases(siteDir, 'shop')).toThrow(
      new DeployRefused(`${path.join(parent, '8081', 'deployments.json')} does not say what is deployed: restore it`),
    );
  });
});

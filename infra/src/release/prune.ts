import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

import { writeAtomically } from '../base/write-atomically';
import { readDeployments } from './deployments';
import { listReleases, releaseDir, type App } from './release-store';

/**
 * Every release of an app that an environment names: deployed, canary or in its history. The
 * environments sharing a store sit side by side (`.site/<port>/`), so the given one's neighbours
 * count too.
 */
export function namedReleases(siteDir: string, app: App): Set<string> {
  const parent = path.dirname(siteDir);
  const neighbours = readdirSync(parent, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(parent, entry.name));
  const named = new Set<string>();
  for (const dir of new Set([siteDir, ...neighbours])) {
    if (!existsSync(path.join(dir, 'deployments.json'))) continue;
    const deployments = readDeployments(dir)!;
    named.add(deployments.deployed[app]);
    for (const id of deployments.history[app] ?? []) named.add(id);
    if (deployments.canary?.app === app) named.add(deployments.canary.id);
  }
  return named;
}

/** Remove the app's releases that no environment names, past the `keep` newest; answers the ids removed. */
export function pruneReleases(store: string, app: App, keep: number, named: Set<string>): string[] {
  const releases = listReleases(store, app);
  const newest = new Set(releases.slice(Math.max(0, releases.length - keep)).map((release) => release.id));
  const removed = releases
    .filter((release) => !named.has(release.id) && !newest.has(release.id))
    .map((release) => release.id);
  if (!removed.length) return [];
  // The order file first: a release it no longer lists is still listed (by time) until its folder goes.
  const kept = releases.map((release) => release.id).filter((id) => !removed.includes(id));
  writeAtomically(path.join(store, app, '.order'), kept.map((id) => `${id}\n`).join(''));
  for (const id of removed) rmSync(releaseDir(store, app, id), { recursive: true, force: true });
  return removed;
}

import { remoteNames } from 'shared-contracts/routes/route-table';

import { sealDigest, sealMismatch } from '../base/release-seal';
import type { EnvironmentConfig } from './deployments';
import { incompatibility, originsNotAllowed, unverifiable } from './guards';
import { integrityMismatch } from './integrity';
import { DeployRefused } from './refusal';
import { apps, ownerOfRelease, readRelease, releaseDir, type App, type ReleaseInfo } from './release-store';

/** A stored release of the app, or a refusal naming what the id is instead. */
export function releaseOf(store: string, app: App, id: string): ReleaseInfo {
  const info = readRelease(store, app, id);
  if (info) return info;
  const owner = ownerOfRelease(store, id);
  throw new DeployRefused(
    owner ? `${id} is a release of ${owner}, not of ${app}` : `There is no release ${id} of ${app} in ${store}`,
  );
}

/**
 * Every release of the set must still be the bytes it was sealed with (browser build, Node build,
 * record) and, when it went live here before, the digest pinned then; every remote must run under
 * the shell, have its files' hashes recorded, and its files must still be what it recorded (the
 * manifest against `release.json`, each file against the manifest); and every outside origin the set
 * needs must be one this environment allows: checked for the whole set about to be live, before
 * anything is rendered or switched.
 */
export function checkSet(
  store: string,
  config: EnvironmentConfig,
  set: Record<App, string>,
  pinned: Record<string, string> = {},
) {
  for (const app of apps) {
    const dir = releaseDir(store, app, releaseOf(store, app, set[app]).id);
    const problem = sealMismatch(dir);
    if (problem) throw new DeployRefused(`Refused: ${app} ${set[app]}: ${problem}`);
    const known = pinned[`${app}/${set[app]}`];
    if (known && sealDigest(dir) !== known)
      throw new DeployRefused(`Refused: ${app} ${set[app]}: it was sealed again after it went live here`);
  }
  const shell = releaseOf(store, 'shell', set.shell);
  for (const remote of remoteNames) {
    const info = releaseOf(store, remote, set[remote]);
    const problem = incompatibility(info, shell) ?? unverifiable(info);
    if (problem) throw new DeployRefused(`Refused: ${problem}`);
    const mismatch = integrityMismatch(releaseDir(store, remote, info.id), info.integrity!);
    if (mismatch) throw new DeployRefused(`Refused: ${remote} ${info.id}: ${mismatch}`);
  }
  for (const app of apps) {
    const problem = originsNotAllowed(releaseOf(store, app, set[app]), config.allowedOrigins ?? []);
    if (problem) throw new DeployRefused(`Refused: ${problem}`);
  }
}

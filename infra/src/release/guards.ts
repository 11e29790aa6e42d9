import semver from 'semver';

import type { ReleaseInfo } from './release-store';

const describe = (release: ReleaseInfo) => `${release.app} ${release.id}`;

/**
 * Why a remote release cannot run under a shell release, or undefined when it can: every shared
 * singleton it asks for must be satisfied by the version the shell provides, and the contracts it
 * was built against must be ones the shell's contracts still honor (same major, not newer).
 */
export function incompatibility(remote: ReleaseInfo, shell: ReleaseInfo): string | undefined {
  for (const [pkg, range] of Object.entries(remote.requires)) {
    if (pkg === 'shared-contracts') continue;
    const provided = shell.provides[pkg];
    if (!provided) return `${describe(remote)} needs ${pkg} ${range}, which shell ${shell.id} does not provide`;
    if (!semver.satisfies(provided, range))
      return `${describe(remote)} needs ${pkg} ${range}; shell ${shell.id} provides ${provided}`;
  }
  if (!semver.satisfies(shell.contractsVersion, `^${remote.contractsVersion}`)) {
    return `${describe(remote)} was built against shared-contracts ${remote.contractsVersion}; shell ${shell.id} has ${shell.contractsVersion}`;
  }
  return undefined;
}

/** Why the browser could not check a remote release's files, or undefined when its release recorded their hashes. */
export function unverifiable(remote: ReleaseInfo): string | undefined {
  return remote.integrity
    ? undefined
    : `${describe(remote)} has no integrity record (it was stored before releases recorded their hashes); release it again`;
}

/** Whether an allowed entry covers an origin a release needs: the same, or a `https://*.host` entry covering it. */
function covers(allowed: string, needed: string): boolean {
  if (allowed === needed) return true;
  const wildcard = /^(https?):\/\/\*\.(.+)$/.exec(allowed);
  if (!wildcard) return false;
  const [, scheme, host] = wildcard;
  const match = /^(https?):\/\/(?:\*\.)?([^/]+)$/.exec(needed);
  if (!match || match[1] !== scheme) return false;
  return match[2] === host || match[2]!.endsWith(`.${host}`);
}

/**
 * Why a release may not go live here for the outside origins it needs (its `needs.origins`, which go
 * into the pages' policy), or undefined when the environment's configuration allows every one.
 */
export function originsNotAllowed(release: ReleaseInfo, allowed: readonly string[]): string | undefined {
  const foreign = (release.needs?.origins ?? []).find((origin) => !allowed.some((entry) => covers(entry, origin)));
  return foreign === undefined
    ? undefined
    : `${describe(release)} needs ${foreign}, which this environment does not allow (allowedOrigins in its environment.json: ${allowed.join(', ') || 'none'})`;
}

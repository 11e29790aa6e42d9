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

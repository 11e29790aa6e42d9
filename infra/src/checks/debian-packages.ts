import { spawnSync } from 'node:child_process';

/** A program the tests need from Debian's packages. */
export interface DebianNeed {
  /** What the visitor of the log reads: "Chromium", "PostgreSQL". */
  name: string;
  /** Debian's package that brings it. */
  pkg: string;
  /** Whether this machine has it already. */
  present: () => boolean;
  /** What needs it, for the one-line error. */
  neededBy: string;
}

/**
 * Finds each program or installs the missing ones with one apt-get (two at once would fight over
 * dpkg's lock). Without root or apt-get it stops with one line saying what to install.
 */
export function ensureDebianPackages(needs: readonly DebianNeed[]): void {
  const missing = needs.filter((need) => !need.present());
  if (missing.length === 0) return;
  const packages = missing.map((need) => need.pkg).join(' ');
  const names = missing.map((need) => need.name).join(' and ');
  const canInstall =
    process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!canInstall) {
    for (const need of missing)
      console.error(
        `${need.name} is missing (${need.neededBy}): install it with "sudo apt-get install -y ${need.pkg}".`,
      );
    process.exit(1);
  }
  console.info(`${names} missing; installing Debian's ${packages}...`);
  const install = spawnSync(
    'sh',
    ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`],
    { stdio: 'inherit' },
  );
  const stillMissing = missing.filter((need) => !need.present());
  if (install.status !== 0 || stillMissing.length > 0) {
    console.error(
      `Installing ${packages} with apt-get failed: run "apt-get install -y ${packages}" by hand and try again.`,
    );
    process.exit(1);
  }
}

import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

import { repoRoot } from 'infra/base/repo-root';

const run = promisify(execFile);

/**
 * The team's release commands, as `npm run deploy -- ...` runs them, against a test's own release
 * store and environment (`env` may set more, or point them elsewhere).
 */
export const releaseCommand =
  (releasesDir: string, siteDir: string, env: Record<string, string> = {}) =>
  (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'infra/src/site/release-cli.ts'), ...args], {
      cwd: repoRoot,
      env: { ...process.env, RELEASES_DIR: releasesDir, SITE_DIR: siteDir, ...env },
    });

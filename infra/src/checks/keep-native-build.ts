/**
 * better-sqlite3 has no prebuilt binary here (its install fetches one from GitHub, which this
 * machine cannot reach), so `npm ci` compiles SQLite from source: about 50 of its 70 s. After an
 * install, this puts the compiled binary where that install looks first, npm's prebuild cache,
 * named for the exact package version, Node ABI, platform and architecture; the next `npm ci`
 * unpacks it in a second. A new version or another Node compiles once again.
 *   tsx infra/src/checks/keep-native-build.ts
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { repoRoot } from '../base/repo-root';

const pkgDir = path.join(repoRoot, 'node_modules', 'better-sqlite3');
const binary = path.join('build', 'Release', 'better_sqlite3.node');
const { version } = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as { version: string };

// The address and cache name prebuild-install gives this binary (its util.js: getDownloadUrl, cachedPrebuild).
const url = `https://github.com/WiseLibs/better-sqlite3/releases/download/v${version}/better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
const npmCache = process.env.npm_config_cache ?? path.join(os.homedir(), '.npm');
const cacheDir = path.join(npmCache, '_prebuilds');
const cached = path.join(
  cacheDir,
  `${createHash('sha512').update(url).digest('hex').slice(0, 6)}-${path.basename(url).replace(/[^a-zA-Z0-9.]+/g, '-')}`,
);

if (existsSync(cached)) console.info(`better-sqlite3 ${version}: the binary is kept in ${cached}`);
else if (!existsSync(path.join(pkgDir, binary))) console.info(`better-sqlite3 ${version}: no built binary to keep`);
else {
  mkdirSync(cacheDir, { recursive: true });
  const { status } = spawnSync('tar', ['-czf', cached, '-C', pkgDir, binary], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
  console.info(`better-sqlite3 ${version}: kept the binary built from source in ${cached}`);
}

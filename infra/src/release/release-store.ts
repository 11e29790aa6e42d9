import { createHash } from 'node:crypto';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

import { packageOf, sharedSingletons } from 'shared-contracts/federation/shared-deps';

import { BROTLI_BEST, precompressFolder, storedEncodings } from '../base/precompress';
import { isProcessRunning } from '../base/process-alive';
import { RELEASE_NEEDS_FILE, type ReleaseNeeds } from '../base/release-needs';
import { isSealed, SEAL_FILE, sealRelease } from '../base/release-seal';
import { repoRoot } from '../base/repo-root';
import { apps, type App } from './apps';
import { recordIntegrity } from './integrity';

export { apps, type App };

export const appFolder = (app: App) => path.join(repoRoot, app === 'shell' ? 'shell' : `mfe-${app}`);

/**
 * The release store: `RELEASES_DIR`, or `.releases/` at the repo root. A relative `RELEASES_DIR` is
 * taken from the repo root too: the server runs in `infra/` and the operators' commands at the root,
 * and both must name the same store.
 */
export const defaultReleasesDir = () => path.resolve(repoRoot, process.env.RELEASES_DIR ?? '.releases');

/** What a release says about itself, written beside its files as `release.json`. */
export interface ReleaseInfo {
  app: App;
  /** `<version>-<content hash>`: the same files give the same id. */
  id: string;
  version: string;
  /** The `shared-contracts` version the app was built against. */
  contractsVersion: string;
  /** The ranges it asks of each shared singleton. */
  requires: Record<string, string>;
  /** The exact versions it bundled as its shared fallbacks: what a shell provides to every remote. */
  provides: Record<string, string>;
  /**
   * SHA-384 of the release's manifest, which records the SHA-384 of its entry and every chunk as
   * they were when the release was stored; the browser refuses any of them that changed since.
   * Absent in releases stored before integrity was recorded.
   */
  integrity?: string;
  /** What its app's build declared it needs beyond its files (outside origins, a downloads folder). */
  needs?: ReleaseNeeds;
  createdAt: string;
}

export const RELEASE_INFO = 'release.json';

const sharedPackages = [...new Set(sharedSingletons.map(packageOf))];

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

function filesIn(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = path.posix.join(prefix, entry.name);
      return entry.isDirectory() ? filesIn(dir, relative) : [relative];
    })
    .sort();
}

/** A hash of every file's path and bytes: the release's identity. The compressed copies stored beside files are made from them, so they are not part of it. */
export function contentHash(dir: string): string {
  const hash = createHash('sha256');
  const files = filesIn(dir);
  const listed = new Set(files);
  const copy = (file: string) =>
    storedEncodings.some(({ suffix }) => file.endsWith(suffix) && listed.has(file.slice(0, -suffix.length)));
  for (const file of files.filter((name) => name !== RELEASE_INFO && name !== SEAL_FILE && !copy(name))) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(dir, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

const installedVersion = (pkg: string) =>
  readJson<{ version: string }>(require.resolve(`${pkg}/package.json`, { paths: [repoRoot] })).version;

/** What the app's build was made from: its version, the contracts version and its shared requirements. */
export function buildFacts(app: App): Omit<ReleaseInfo, 'id' | 'createdAt' | 'app'> {
  const pkg = readJson<{ version: string; dependencies: Record<string, string> }>(
    path.join(appFolder(app), 'package.json'),
  );
  const requires = Object.fromEntries(
    sharedPackages.filter((name) => pkg.dependencies[name]).map((name) => [name, pkg.dependencies[name]!]),
  );
  const provides = Object.fromEntries(Object.keys(requires).map((name) => [name, installedVersion(name)]));
  return { version: pkg.version, contractsVersion: installedVersion('shared-contracts'), requires, provides };
}

export const releaseDir = (store: string, app: App, id: string) => path.join(store, app, id);

/**
 * The order releases were stored in, one id a line, appended once a release is in place. Two
 * releases stored in the same millisecond still list in the order they were stored; a timestamp
 * cannot tell them apart.
 */
const orderFile = (store: string, app: App) => path.join(store, app, '.order');

function storedOrder(store: string, app: App): Map<string, number> {
  const file = orderFile(store, app);
  const ids = existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  return new Map(ids.map((id, index) => [id, index]));
}

/** Staging folders of storing processes that no longer run (killed half-way), and this process's own. */
function removeAbandonedStaging(appDir: string) {
  for (const name of readdirSync(appDir)) {
    const pid = Number(/^\.staging-.+-(\d+)$/.exec(name)?.[1]);
    if (pid && (pid === process.pid || !isProcessRunning(pid)))
      rmSync(path.join(appDir, name), { recursive: true, force: true });
  }
}

/**
 * Store a build as a release: copied under a temporary name, its files' hashes recorded in its
 * manifest, then renamed into place, so a release folder is either absent or complete. Storing the
 * same files again gives the existing release.
 */
export function storeRelease(
  store: string,
  app: App,
  buildDir: string,
  facts = buildFacts(app),
): { info: ReleaseInfo; created: boolean } {
  if (!existsSync(buildDir)) throw new Error(`${app} has no build at ${buildDir}: build it first`);
  const id = `${facts.version}-${contentHash(buildDir)}`;
  const target = releaseDir(store, app, id);
  if (existsSync(path.join(target, RELEASE_INFO))) {
    if (isSealed(target)) return { info: readRelease(store, app, id)!, created: false };
    // Stored before releases were sealed: stored again from the build, so the seal covers bytes just built.
    rmSync(target, { recursive: true, force: true });
  }
  const staging = path.join(store, app, `.staging-${id}-${process.pid}`);
  mkdirSync(path.dirname(staging), { recursive: true });
  removeAbandonedStaging(path.dirname(staging));
  cpSync(buildDir, staging, { recursive: true });
  const integrity = recordIntegrity(staging, filesIn(staging));
  const needsFile = path.join(staging, RELEASE_NEEDS_FILE);
  const needs = existsSync(needsFile) ? readJson<ReleaseNeeds>(needsFile) : undefined;
  const info: ReleaseInfo = {
    app,
    id,
    ...facts,
    ...(integrity ? { integrity } : {}),
    ...(needs ? { needs } : {}),
    createdAt: new Date().toISOString(),
  };
  writeFileSync(path.join(staging, RELEASE_INFO), `${JSON.stringify(info, null, 2)}\n`);
  try {
    // What browsers load is compressed once, here, and sealed with the rest; the Node build and the record are no browser's.
    precompressFolder(staging, {
      quality: BROTLI_BEST,
      skip: (file) => file.startsWith('server/') || file === RELEASE_INFO,
    });
    sealRelease(staging);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(`${app}'s build at ${buildDir}: ${(error as Error).message}`);
  }
  try {
    renameSync(staging, target);
    if (!storedOrder(store, app).has(id)) appendFileSync(orderFile(store, app), `${id}\n`);
  } catch (error) {
    // Another process stored the same files first: theirs is the release.
    rmSync(staging, { recursive: true, force: true });
    const existing = readRelease(store, app, id);
    if (!existing) throw error;
    return { info: existing, created: false };
  }
  return { info, created: true };
}

export function readRelease(store: string, app: App, id: string): ReleaseInfo | undefined {
  if (!/^[\w.+-]+$/.test(id)) return undefined;
  const file = path.join(releaseDir(store, app, id), RELEASE_INFO);
  return existsSync(file) ? readJson<ReleaseInfo>(file) : undefined;
}

/** The app's releases in the order they were stored, oldest first (releases stored before the order was kept come first, by time). */
export function listReleases(store: string, app: App): ReleaseInfo[] {
  const dir = path.join(store, app);
  if (!existsSync(dir)) return [];
  const order = storedOrder(store, app);
  const position = (info: ReleaseInfo) => order.get(info.id) ?? -1;
  return readdirSync(dir)
    .filter((name) => !name.startsWith('.'))
    .map((id) => readRelease(store, app, id))
    .filter((info): info is ReleaseInfo => info !== undefined)
    .sort((a, b) => position(a) - position(b) || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/** Which app a release id belongs to, for the message when it is given to the wrong one. */
export const ownerOfRelease = (store: string, id: string) =>
  apps.find((app) => readRelease(store, app, id) !== undefined);

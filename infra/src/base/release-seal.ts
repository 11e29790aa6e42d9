import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The seal of a release: the SHA-256 of every file it holds (browser build, Node build under
 * `server/`, and its record `release.json`, `needs` included), written as `release.seal` when the
 * release is stored. Deploy, rollback, promote and the render job check it before anything goes
 * live; a release whose bytes changed since, or that gained or lost a file, is refused.
 */
export const SEAL_FILE = 'release.seal';

interface Seal {
  /** SHA-256 over the sorted list of files and their hashes below. */
  digest: string;
  files: Record<string, string>;
}

function filesOf(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = path.posix.join(prefix, entry.name);
      return entry.isDirectory() ? filesOf(dir, relative) : [relative];
    })
    .filter((file) => file !== SEAL_FILE)
    .sort();
}

/**
 * The first entry of a release that is neither a file nor a folder. A release never holds one: a
 * symbolic link would be sealed as whatever it pointed at then and served as whatever it points at
 * later (or, pointing at a folder or nowhere, break the check), and reading a named pipe never ends.
 */
function notAFile(dir: string): string | undefined {
  return filesOf(dir).find((file) => !lstatSync(path.join(dir, file)).isFile());
}

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

const digestOf = (files: Record<string, string>) =>
  sha256(
    Object.entries(files)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([file, hash]) => `${file}\0${hash}\n`)
      .join(''),
  );

function hashesOf(dir: string): Record<string, string> {
  return Object.fromEntries(filesOf(dir).map((file) => [file, sha256(readFileSync(path.join(dir, file)))]));
}

/** Seal a release folder as it is now (when it is stored); answers the digest. */
export function sealRelease(dir: string): string {
  const odd = notAFile(dir);
  if (odd)
    throw new Error(`${odd} is not a file (a symbolic link or the like); a release holds only files and folders`);
  const files = hashesOf(dir);
  const seal: Seal = { digest: digestOf(files), files };
  writeFileSync(path.join(dir, SEAL_FILE), `${JSON.stringify(seal, null, 2)}\n`);
  return seal.digest;
}

export const isSealed = (dir: string) => existsSync(path.join(dir, SEAL_FILE));

/** The digest a release's seal holds, or undefined when it has none that reads. */
export function sealDigest(dir: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(path.join(dir, SEAL_FILE), 'utf8')) as Seal).digest;
  } catch {
    return undefined;
  }
}

/**
 * Why a release folder no longer matches its seal, naming the first file that differs, or
 * undefined when every byte is as it was stored.
 */
export function sealMismatch(dir: string): string | undefined {
  const file = path.join(dir, SEAL_FILE);
  if (!existsSync(file)) return 'has no seal (it was stored before releases were sealed); release it again';
  let seal: Seal;
  try {
    seal = JSON.parse(readFileSync(file, 'utf8')) as Seal;
  } catch {
    return `${SEAL_FILE} is not a seal`;
  }
  if (typeof seal !== 'object' || seal === null) return `${SEAL_FILE} is not a seal`;
  if (typeof seal.files !== 'object' || seal.files === null || digestOf(seal.files) !== seal.digest)
    return `${SEAL_FILE} was changed after the release was stored`;
  const odd = notAFile(dir);
  if (odd) return `${odd} is not a file (a symbolic link or the like); a release holds only files and folders`;
  const now = hashesOf(dir);
  for (const [name, hash] of Object.entries(seal.files)) {
    if (now[name] === undefined) return `${name} is missing since the release was stored`;
    if (now[name] !== hash) return `${name} changed after the release was stored`;
  }
  const added = Object.keys(now).find((name) => seal.files[name] === undefined);
  return added ? `${added} was added after the release was stored` : undefined;
}

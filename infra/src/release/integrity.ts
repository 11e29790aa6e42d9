import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Subresource Integrity metadata of some bytes: what a browser checks a file against before running it. */
export const sri = (bytes: Buffer | string) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** The federation manifest: the runtime reads it first, and the release records in it every file's hash. */
export const MANIFEST_FILE = 'mf-manifest.json';

/** Scripts and styles of the browser build; it is flat, and `server/` beside it holds the Node build. */
const runsInBrowser = (file: string) => !file.includes('/') && /\.(js|css)$/.test(file);

/**
 * Record the SHA-384 of every script and style of a release (the remote entry and every chunk) in its
 * manifest, under `integrity`, and answer the manifest's own SHA-384: the one value an environment
 * needs to check everything the release runs (ADR 0010). Undefined for a build without a manifest.
 */
export function recordIntegrity(dir: string, files: readonly string[]): string | undefined {
  const manifestFile = path.join(dir, MANIFEST_FILE);
  if (!existsSync(manifestFile)) return undefined;
  const integrity = Object.fromEntries(
    files.filter(runsInBrowser).map((file) => [file, sri(readFileSync(path.join(dir, file)))]),
  );
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
  writeFileSync(manifestFile, `${JSON.stringify({ ...manifest, integrity }, null, 2)}\n`);
  return sri(readFileSync(manifestFile));
}

/**
 * Why a stored release no longer matches what it recorded, or undefined when it does: its manifest
 * must hash to `recorded` (from `release.json`), and every file that manifest names must hash to
 * the SHA-384 it holds for it. Deploy runs this before anything goes live, so a release changed in
 * the store after it was stored is refused there rather than by every visitor's browser.
 */
export function integrityMismatch(dir: string, recorded: string): string | undefined {
  const manifestFile = path.join(dir, MANIFEST_FILE);
  if (!existsSync(manifestFile)) return `has no ${MANIFEST_FILE}`;
  const bytes = readFileSync(manifestFile);
  if (sri(bytes) !== recorded) return `${MANIFEST_FILE} does not match the hash its release recorded`;
  let files: Record<string, unknown>;
  try {
    files = (JSON.parse(bytes.toString('utf8')) as { integrity?: Record<string, unknown> }).integrity ?? {};
  } catch {
    return `${MANIFEST_FILE} is not JSON`;
  }
  for (const [file, hash] of Object.entries(files)) {
    const target = path.resolve(dir, file);
    if (!target.startsWith(path.resolve(dir) + path.sep) || !existsSync(target)) return `${file} is missing`;
    if (sri(readFileSync(target)) !== hash) return `${file} changed after the release was stored`;
  }
  return undefined;
}

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
  const integrity = Object.fromEntries(files.filter(runsInBrowser).map((file) => [file, sri(readFileSync(path.join(dir, file)))]));
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
  writeFileSync(manifestFile, `${JSON.stringify({ ...manifest, integrity }, null, 2)}\n`);
  return sri(readFileSync(manifestFile));
}

/**
 * Encoded library images kept outside the checkout, under what they show and how they are encoded:
 * a new clone (CI's among them) copies them in instead of drawing and encoding the library again
 * (100 images, about 40 s on two cores). An entry is read only for its exact key and written whole,
 * so a changed scene, photo, setting or encoder never meets an old file. `MEDIA_CACHE_DIR` moves the
 * cache; set to an empty value, every build encodes.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

import { userCacheDir } from '../base/user-cache';

export const defaultMediaCacheDir = userCacheDir('media');

export function mediaCacheDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const dir = env.MEDIA_CACHE_DIR ?? defaultMediaCacheDir;
  return dir === '' ? undefined : dir;
}

/** Copies the files of `key` into `outDir`; false when the cache has no such entry. */
export function takeFromCache(cacheDir: string, key: string, outDir: string): boolean {
  const entry = path.join(cacheDir, key);
  if (!existsSync(entry)) return false;
  for (const file of readdirSync(entry)) copyFileSync(path.join(entry, file), path.join(outDir, file));
  return true;
}

/** Keeps `files` (in `outDir`) under `key`, moved in whole so another build never reads half an entry. */
export function keepInCache(cacheDir: string, key: string, outDir: string, files: string[]) {
  const entry = path.join(cacheDir, key);
  if (existsSync(entry)) return;
  mkdirSync(cacheDir, { recursive: true });
  const staging = mkdtempSync(path.join(cacheDir, `.${key}-`));
  for (const file of files) copyFileSync(path.join(outDir, file), path.join(staging, file));
  try {
    renameSync(staging, entry);
  } catch {
    // Another build kept the same entry first.
    rmSync(staging, { recursive: true, force: true });
  }
}

import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

import { storedEncodings } from '../../base/precompress';
import { cacheControlFor } from '../../http/content-types';
import { fileAt, resolveInside } from '../../http/static-files';
import type { CurrentRender } from '../../render/site-renders';
import type { SiteStorage, StoredBytes, StoredFile } from './storage';

export interface DiskStorageOptions {
  /** The render being served (re-read when the environment's `current.json` changes). */
  currentRender: () => CurrentRender | undefined;
  /** Every shell release: a tab opened before a shell deploy still finds its scripts. */
  shellReleasesDir?: string;
  /** The image library. */
  mediaDir?: string;
}

const bytesAt = (file: string, size: number): StoredBytes => ({
  size,
  open: () => Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
});

/** Content hashes by file and version: a file is read to hash it once per version, not per request. */
const tags = new Map<string, string>();
const TAGS_KEPT = 10_000;

async function tagOf(file: string) {
  const { size, mtimeMs, ino } = await stat(file);
  const version = `${file}\0${size}\0${mtimeMs}\0${ino}`;
  let tag = tags.get(version);
  if (!tag) {
    tag = createHash('sha256')
      .update(await readFile(file))
      .digest('base64url')
      .slice(0, 27);
    if (tags.size >= TAGS_KEPT) tags.delete(tags.keys().next().value!);
    tags.set(version, tag);
  }
  return tag;
}

async function encodedBeside(file: string): Promise<StoredFile['encoded']> {
  const copies = await Promise.all(
    storedEncodings.map(async ({ encoding, suffix }) => {
      const info = await stat(`${file}${suffix}`).catch(() => undefined);
      return info?.isFile() ? ([[encoding, bytesAt(`${file}${suffix}`, info.size)]] as const) : [];
    }),
  );
  return Object.fromEntries(copies.flat());
}

/** A file under `root` at a URL path (percent-encoded as it came), never outside it. */
export async function diskFile(root: string | undefined, urlPath: string): Promise<StoredFile | undefined> {
  const found = root === undefined ? undefined : await fileAt(resolveInside(root, urlPath));
  if (!found) return undefined;
  const [tag, encoded] = await Promise.all([tagOf(found.file), encodedBeside(found.file)]);
  return { ...bytesAt(found.file, found.size), tag, encoded };
}

/** The Node host's storage: renders in the environment's folder, releases in the release store, all on disk. */
export function diskStorage(options: DiskStorageOptions): SiteStorage {
  const has = (dir: string, file: string) => existsSync(resolveInside(dir, file) ?? '\0');
  return {
    live: () => Promise.resolve(options.currentRender()),
    renderFile: (render, file) => diskFile(render.dir, `/${file}`),
    async shellFile(render, file) {
      const { shellDir } = render.summary.serve;
      const releases = options.shellReleasesDir;
      if (has(shellDir, file) || !releases || cacheControlFor(path.basename(file)) === 'no-cache')
        return diskFile(shellDir, file);
      const earlier = readdirSync(releases)
        .filter((id) => !id.startsWith('.'))
        .map((id) => path.join(releases, id))
        .find((dir) => has(dir, file));
      return diskFile(earlier ?? shellDir, file);
    },
    mediaFile: (file) => diskFile(options.mediaDir, file),
    downloadFile: (render, file) => diskFile(render.summary.serve.downloadsDir, file),
  };
}

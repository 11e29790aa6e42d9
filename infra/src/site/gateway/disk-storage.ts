import { createReadStream, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';

import { cacheControlFor } from '../../http/content-types';
import { fileAt, resolveInside } from '../../http/static-files';
import type { CurrentRender } from '../../render/site-renders';
import type { SiteStorage, StoredFile } from './storage';

export interface DiskStorageOptions {
  /** The render being served (re-read when the environment's `current.json` changes). */
  currentRender: () => CurrentRender | undefined;
  /** Every shell release: a tab opened before a shell deploy still finds its scripts. */
  shellReleasesDir?: string;
  /** The image library. */
  mediaDir?: string;
}

/** A file under `root` at a URL path (percent-encoded as it came), never outside it. */
async function storedFile(root: string | undefined, urlPath: string): Promise<StoredFile | undefined> {
  const found = root === undefined ? undefined : await fileAt(resolveInside(root, urlPath));
  if (!found) return undefined;
  return {
    size: found.size,
    open: () => Readable.toWeb(createReadStream(found.file)) as ReadableStream<Uint8Array>,
  };
}

/** The Node host's storage: renders in the environment's folder, releases in the release store, all on disk. */
export function diskStorage(options: DiskStorageOptions): SiteStorage {
  const has = (dir: string, file: string) => existsSync(resolveInside(dir, file) ?? '\0');
  return {
    live: () => Promise.resolve(options.currentRender()),
    renderFile: (render, file) => storedFile(render.dir, `/${file}`),
    async shellFile(render, file) {
      const { shellDir } = render.summary.serve;
      const releases = options.shellReleasesDir;
      if (has(shellDir, file) || !releases || cacheControlFor(path.basename(file)) === 'no-cache')
        return storedFile(shellDir, file);
      const earlier = readdirSync(releases)
        .filter((id) => !id.startsWith('.'))
        .map((id) => path.join(releases, id))
        .find((dir) => has(dir, file));
      return storedFile(earlier ?? shellDir, file);
    },
    mediaFile: (file) => storedFile(options.mediaDir, file),
    downloadFile: (render, file) => storedFile(render.summary.serve.downloadsDir, file),
  };
}

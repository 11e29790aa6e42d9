import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import pMap from 'p-map';

import { storedEncodings } from '../../base/precompress';
import type { RenderSummary } from '../../render/render-job';
import { liveRenders, rendersDir, type LiveRenders } from '../../render/site-renders';
import {
  LIVE_KEY,
  MEDIA_PREFIX,
  releasePrefix,
  renderKey,
  renderPrefix,
  SHELL_RELEASES_KEY,
  type FileMetadata,
} from './edge-layout';

/** What publishing writes to: the edge's object store and key-value store (R2 and KV, or miniflare's). */
export interface EdgeWriter {
  /** The keys already stored under `prefix/`. */
  keysUnder(prefix: string): Promise<Set<string>>;
  putObject(key: string, bytes: Uint8Array, metadata: FileMetadata): Promise<void>;
  putValue(key: string, value: unknown): Promise<void>;
}

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(prefix, entry.name);
    return entry.isDirectory() ? filesUnder(dir, relative) : [relative];
  });
}

const isCopy = (file: string) => storedEncodings.some(({ suffix }) => file.endsWith(suffix));

/**
 * Upload a folder under a key prefix: each file with the sizes of its compressed copies in its
 * metadata, and the copies themselves. A release never changes, so what is already there is kept.
 */
async function uploadFolder(
  to: EdgeWriter,
  dir: string,
  prefix: string,
  skip: (file: string) => boolean = () => false,
) {
  const keyOf = (file: string) => `${prefix}/${file}`;
  // What is there already is read in one listing, not asked of the store object by object.
  const stored = await to.keysUnder(`${prefix}/`);
  const missing = filesUnder(dir).filter((file) => !skip(file) && !stored.has(keyOf(file)));
  // Each object is a round trip to the store: many at once, so a release of a thousand files takes
  // seconds, not a round trip each in turn.
  await pMap(
    missing,
    async (file) => {
      const metadata: FileMetadata = {};
      if (!isCopy(file))
        for (const { encoding, suffix } of storedEncodings)
          if (existsSync(path.join(dir, `${file}${suffix}`)))
            metadata[encoding] = String(statSync(path.join(dir, `${file}${suffix}`)).size);
      await to.putObject(keyOf(file), readFileSync(path.join(dir, file)), metadata);
    },
    { concurrency: 16 },
  );
  return missing.length;
}

const shellOnly = (file: string) => file.startsWith('server/') || ['release.json', 'release.seal'].includes(file);

export interface PublishSource {
  siteDir: string;
  releasesDir: string;
  mediaDir: string;
}

/**
 * Publish what the environment serves to the edge: each live render (pages and files, its summary
 * naming object prefixes instead of folders), the shell releases, the marketing downloads, the image
 * library, and last the pointer to the live renders, so the edge switches at one write as the disk
 * does at one rename. Answers the pointer and how many objects were written.
 */
export async function publishToEdge(to: EdgeWriter, { siteDir, releasesDir, mediaDir }: PublishSource) {
  const live = liveRenders(siteDir);
  if (!live) throw new Error(`${siteDir} serves no render yet: run \`npm start\` (or a deploy) first`);
  const asPrefix = (dir: string) => {
    const [app = '', id = '', ...rest] = path.relative(releasesDir, dir).split(path.sep);
    return [releasePrefix(app, id), ...rest].join('/');
  };
  let objects = 0;
  for (const id of [live.render, ...(live.canary ? [live.canary.render] : [])]) {
    const dir = path.join(rendersDir(siteDir), id);
    const summary = JSON.parse(readFileSync(path.join(dir, 'render.json'), 'utf8')) as RenderSummary;
    objects += await uploadFolder(to, dir, renderPrefix(id), (file) => file === 'render.json');
    const { shellDir, downloadsDir } = summary.serve;
    objects += await uploadFolder(to, shellDir, asPrefix(shellDir), shellOnly);
    if (downloadsDir) objects += await uploadFolder(to, downloadsDir, asPrefix(downloadsDir));
    const serve = {
      ...summary.serve,
      shellDir: asPrefix(shellDir),
      ...(downloadsDir ? { downloadsDir: asPrefix(downloadsDir) } : {}),
    };
    await to.putValue(renderKey(id), { ...summary, serve: { ...serve, releaseDirs: undefined } });
  }
  const shells = readdirSync(path.join(releasesDir, 'shell')).filter((name) => !name.startsWith('.'));
  for (const shell of shells)
    objects += await uploadFolder(to, path.join(releasesDir, 'shell', shell), releasePrefix('shell', shell), shellOnly);
  await to.putValue(
    SHELL_RELEASES_KEY,
    shells.map((shell) => releasePrefix('shell', shell)),
  );
  if (existsSync(mediaDir)) objects += await uploadFolder(to, mediaDir, MEDIA_PREFIX);
  await to.putValue(LIVE_KEY, live satisfies LiveRenders);
  return { live, objects };
}

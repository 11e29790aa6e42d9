import type { KVNamespace, R2Bucket } from '@cloudflare/workers-types/latest/index.ts';

import { cacheControlFor } from '../../http/content-types';
import type { RenderSummary } from '../../render/render-job';
import type { CurrentRender, LiveRenders } from '../../render/site-renders';
import type { SiteStorage, StoredBytes, StoredFile } from '../gateway/storage';
import { LIVE_KEY, MEDIA_PREFIX, renderKey, renderPrefix, SHELL_RELEASES_KEY, type FileMetadata } from './edge-layout';

/** The object and key-value stores the edge reads (Cloudflare's R2 and KV, or miniflare's on disk). */
export interface EdgeBindings {
  FILES: R2Bucket;
  SITE: KVNamespace;
}

/** An object's body, fetched only when the answer is sent. */
function lazyBody(bucket: R2Bucket, key: string): ReadableStream<Uint8Array> {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  void bucket.get(key).then((object) => (object ? object.body.pipeTo(writable) : writable.close()));
  return readable;
}

/** A key under a prefix from a URL path (percent-encoded as it came), never outside it. */
function keyUnder(prefix: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const segments = decoded.split('/').filter(Boolean);
  if (decoded.includes('\0') || segments.some((segment) => segment === '..' || segment === '.')) return undefined;
  return [prefix, ...segments].join('/');
}

async function storedObject(bucket: R2Bucket, key: string | undefined): Promise<StoredFile | undefined> {
  if (!key) return undefined;
  const head = await bucket.head(key);
  if (!head) return undefined;
  const metadata = (head.customMetadata ?? {}) as FileMetadata;
  const copy = (suffix: string, size: string | undefined): StoredBytes[] =>
    size === undefined ? [] : [{ size: Number(size), open: () => lazyBody(bucket, `${key}${suffix}`) }];
  const [br] = copy('.br', metadata.br);
  const [gzip] = copy('.gz', metadata.gzip);
  return {
    size: head.size,
    tag: head.etag,
    open: () => lazyBody(bucket, key),
    encoded: { ...(br ? { br } : {}), ...(gzip ? { gzip } : {}) },
  };
}

/**
 * The edge's storage: the deployed set's pointer and render summaries in KV, files in R2. A
 * render's summary never changes, so each is read once per isolate; the pointer is read per request.
 */
export function edgeStorage({ FILES, SITE }: EdgeBindings): SiteStorage {
  const summaries = new Map<string, Promise<RenderSummary | null>>();
  const load = async (id: string): Promise<CurrentRender | undefined> => {
    if (!summaries.has(id)) summaries.set(id, SITE.get<RenderSummary>(renderKey(id), 'json'));
    const summary = await summaries.get(id)!;
    if (!summary) {
      summaries.delete(id);
      return undefined;
    }
    return { dir: renderPrefix(id), summary };
  };
  return {
    async live() {
      const pointer = await SITE.get<LiveRenders>(LIVE_KEY, 'json');
      if (!pointer) return undefined;
      const live = await load(pointer.render);
      if (live && pointer.canary) {
        const render = await load(pointer.canary.render);
        if (render) live.canary = { app: pointer.canary.app, percent: pointer.canary.percent, render };
      }
      return live;
    },
    renderFile: (render, file) => storedObject(FILES, keyUnder(render.dir, `/${file}`)),
    async shellFile(render, file) {
      const own = await storedObject(FILES, keyUnder(render.summary.serve.shellDir, file));
      if (own || cacheControlFor(file.split('/').at(-1) ?? '') === 'no-cache') return own;
      // A content-hashed file of an earlier shell release, for a tab opened before a shell deploy.
      for (const prefix of (await SITE.get<string[]>(SHELL_RELEASES_KEY, 'json')) ?? []) {
        const earlier = await storedObject(FILES, keyUnder(prefix, file));
        if (earlier) return earlier;
      }
      return undefined;
    },
    mediaFile: (file) => storedObject(FILES, keyUnder(MEDIA_PREFIX, file)),
    downloadFile: async (render, file) =>
      render.summary.serve.downloadsDir
        ? storedObject(FILES, keyUnder(render.summary.serve.downloadsDir, file))
        : undefined,
  };
}

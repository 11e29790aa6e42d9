import { execFileSync } from 'node:child_process';
import path from 'node:path';

import { Miniflare } from 'miniflare';

import { repoRoot } from '../../base/repo-root';
import type { EdgeWriter } from './publish-edge';

const infra = path.join(repoRoot, 'infra');
export const workerFile = path.join(infra, 'dist', 'edge', 'worker.js');

/** Never reach for the network from the local tools: no usage reports, no request metadata (it waits 3 s offline). */
export const offlineEnv = { WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
Object.assign(process.env, offlineEnv);

/** Build the worker as `wrangler deploy` would (`--dry-run`): `infra/dist/edge/worker.js`. Throws when it does not build. */
export function buildWorker() {
  execFileSync(
    process.execPath,
    [require.resolve('wrangler/bin/wrangler.js'), 'deploy', '--dry-run', '--outdir', path.dirname(workerFile)],
    { cwd: infra, env: { ...process.env, ...offlineEnv }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
}

export interface EdgeHostOptions {
  port: number;
  host?: string;
  /** Where miniflare keeps R2, KV and the Durable Object on disk. */
  persistDir: string;
  siteOrigin: string;
  /** The Node origin: the quote service and the report endpoint. */
  origin: string;
  visitorKey: string;
}

/** The built worker on workerd through miniflare, with R2, KV and the counter persisted on disk. */
export async function startEdgeHost(options: EdgeHostOptions) {
  const mf = new Miniflare({
    scriptPath: workerFile,
    // Module names are taken relative to this folder, whatever the caller's working folder.
    modulesRoot: path.dirname(workerFile),
    modules: true,
    modulesRules: [{ type: 'ESModule', include: ['**/*.js'] }],
    compatibilityDate: '2026-04-26',
    compatibilityFlags: ['nodejs_compat'],
    r2Buckets: ['FILES'],
    kvNamespaces: ['SITE'],
    durableObjects: { COUNTS: 'CanaryCounter' },
    bindings: { SITE_ORIGIN: options.siteOrigin, ORIGIN: options.origin, VISITOR_KEY: options.visitorKey },
    defaultPersistRoot: options.persistDir,
    port: options.port,
    host: options.host ?? '127.0.0.1',
  });
  const url = await mf.ready;
  const files = await mf.getR2Bucket('FILES');
  const site = await mf.getKVNamespace('SITE');
  const writer: EdgeWriter = {
    keysUnder: async (prefix) => {
      const keys = new Set<string>();
      let cursor: string | undefined;
      do {
        const page = await files.list({ prefix, cursor });
        for (const object of page.objects) keys.add(object.key);
        cursor = page.truncated ? page.cursor : undefined;
      } while (cursor);
      return keys;
    },
    putObject: async (key, bytes, metadata) => {
      // A copy on a buffer of its own: a Node Buffer is a view into a shared pool the proxy cannot carry.
      await files.put(key, new Uint8Array(bytes), { customMetadata: metadata as Record<string, string> });
    },
    putValue: (key, value) => site.put(key, JSON.stringify(value)),
  };
  return { url: url.toString().replace(/\/$/, ''), writer, dispose: () => mf.dispose() };
}

import path from 'node:path';

import { repoRoot } from '../../base/repo-root';
import { defaultReleasesDir } from '../../release/release-store';
import { portOffsetFromEnv } from '../environment';
import { visitorKey } from '../release-buckets';
import { buildWorker, startEdgeHost } from './edge-host';
import { publishToEdge } from './publish-edge';

/** The local edge's port and storage: what `npm run edge` serves. */
export const localEdgePort = () => Number(process.env.EDGE_PORT ?? 8787 + portOffsetFromEnv());
export const localEdgeDir = (port: number) => path.join(repoRoot, '.edge', String(port));

/**
 * The step `--target edge` adds to deploy, promote and rollback: what the environment now serves,
 * published into the local edge's R2 and KV (the pointer last). `npm run edge` serves it from there.
 */
export async function publishToLocalEdge(siteDir: string, sitePort: number) {
  const port = localEdgePort();
  buildWorker();
  const edge = await startEdgeHost({
    port: 0,
    persistDir: localEdgeDir(port),
    siteOrigin: `http://localhost:${port}`,
    origin: `http://localhost:${sitePort}`,
    visitorKey: visitorKey(siteDir),
  });
  try {
    return await publishToEdge(edge.writer, {
      siteDir,
      releasesDir: defaultReleasesDir(),
      mediaDir: path.join(repoRoot, 'infra', 'dist', 'media'),
    });
  } finally {
    await edge.dispose();
  }
}

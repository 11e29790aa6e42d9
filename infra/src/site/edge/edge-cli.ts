/**
 * `npm run edge`: the site served from workerd (miniflare) at http://localhost:8787 (+ PORT_OFFSET),
 * with what `npm start` deployed (the environment's live renders, the shell releases, the image
 * library) published into its local R2 and KV under `.edge/<port>/`. The quote form and the reports
 * go to the Node origin `npm start` runs; start that first.
 */
import path from 'node:path';

import { repoRoot } from '../../base/repo-root';
import { defaultReleasesDir } from '../../release/release-store';
import { siteSettingsFromEnv } from '../environment';
import { visitorKey } from '../release-buckets';
import { buildWorker, startEdgeHost } from './edge-host';
import { publishToEdge } from './publish-edge';
import { localEdgeDir, localEdgePort } from './publish-local';

async function main() {
  const settings = siteSettingsFromEnv();
  const port = localEdgePort();
  const started = Date.now();
  buildWorker();
  const edge = await startEdgeHost({
    port,
    persistDir: localEdgeDir(port),
    siteOrigin: `http://localhost:${port}`,
    origin: `http://localhost:${settings.port}`,
    visitorKey: visitorKey(settings.siteDir),
  });
  const { live, objects } = await publishToEdge(edge.writer, {
    siteDir: settings.siteDir,
    releasesDir: defaultReleasesDir(),
    mediaDir: path.join(repoRoot, 'infra', 'dist', 'media'),
  });
  console.info(`The site at the edge (workerd) is running at ${edge.url}`);
  console.info(
    `  render ${live.render}${live.canary ? `, canary ${live.canary.app} ${live.canary.percent}% render ${live.canary.render}` : ''}; ` +
      `${objects} new objects published from ${settings.siteDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  console.info(`  /api/* and reports go to the Node origin http://localhost:${settings.port} (npm start)`);
  const stop = () => void edge.dispose().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error && process.env.DEBUG ? error : error instanceof Error ? error.message : error);
  process.exit(1);
});

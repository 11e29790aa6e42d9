import { parseArgs } from 'node:util';

import type { RemoteName } from 'shared-contracts/routes/route-table';

import { repoRoot } from '../base/repo-root';
import { serverLimitsFromEnv } from '../http/server-limits';
import { createQuoteService, quoteConfigFromEnv } from '../quote/service/quote-service';
import { operationsFromEnv, siteSettingsFromEnv } from './environment';
import { createSiteMetrics, metricsServer } from './ops/metrics';
import { jsonLine, requestLog } from './ops/request-log';
import { startSite } from './site';

/**
 * `npm run serve -w infra` serves what the environment's `deployments.json` names (a restart never
 * undoes a rollback); `-- --deploy-build` (what `npm start` runs after building) stores the local
 * build and deploys it first, saying so in one line.
 */
function options() {
  try {
    return parseArgs({ options: { 'deploy-build': { type: 'boolean' } }, strict: true }).values;
  } catch (error) {
    throw new Error(`${(error as Error).message.split('. ')[0]}. Usage: npm run serve -w infra [-- --deploy-build]`);
  }
}

async function main() {
  const { 'deploy-build': deployBuild = false } = options();
  const settings = siteSettingsFromEnv();
  const ops = operationsFromEnv(process.env, settings.port);
  const quoteConfig = quoteConfigFromEnv(process.env, repoRoot);
  const quote = await createQuoteService(quoteConfig);
  quote.outbox.start();
  let releaseCounts = () => ({});
  const field = { rowsSince: (since: number) => site.fieldStore.rowsSince(since) };
  const metrics = createSiteMetrics({ leads: () => quote.store.tally(), releases: () => releaseCounts(), field });
  const log = requestLog();
  const site = await startSite({
    port: settings.port,
    siteDir: settings.siteDir,
    deployBuild,
    api: quote.api,
    trustedProxies: (process.env.TRUSTED_PROXIES ?? '').split(',').filter(Boolean),
    alwaysHsts: process.env.HSTS_ALWAYS === '1',
    limits: serverLimitsFromEnv(process.env),
    operations: {
      fieldReportsPerMinute: ops.fieldReportsPerMinute,
      readiness: async () => ({ leadStore: Boolean(await quote.store.tally()) }),
      answered: (entry) => {
        metrics.answered(entry);
        log(entry);
      },
    },
  });
  releaseCounts = () => site.releaseWatch.counts();
  const internal = metricsServer(metrics.registry, { field });
  await new Promise<void>((listening) => internal.listen(ops.metricsPort, '127.0.0.1', listening));
  console.info(`Wrap Lab Chicago is running at ${site.url}`);
  for (const [name, url] of Object.entries(site.remoteUrls)) {
    console.info(`  ${name.padEnd(10)} remote  ${url}  release ${site.deployments.deployed[name as RemoteName]}`);
  }
  console.info(
    `  shell             release ${site.deployments.deployed.shell}  (store ${site.releasesDir}, environment ${site.siteDir})`,
  );
  if (!deployBuild)
    console.info(
      `  serving what ${settings.siteDir}/deployments.json names; \`npm start\` builds and deploys a new build`,
    );
  console.info(
    `  quote requests  stored in ${quote.store.where}, ${quoteConfig.smtpUrl ? `sent over SMTP to ${quoteConfig.quoteTo}` : `written as .eml files to ${quoteConfig.dataDir}/outbox (set SMTP_URL to send)`}`,
  );
  console.info(
    `  metrics         http://127.0.0.1:${ops.metricsPort}/metrics  (health ${site.url}/healthz, ${site.url}/readyz)`,
  );
  console.info(`  field data      http://127.0.0.1:${ops.metricsPort}/field  (kept in ${site.fieldStore.where})`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.info(jsonLine('info', 'stopping: answering requests in flight', { graceMs: ops.drainMs }));
    await site.drain(ops.drainMs);
    internal.close();
    await quote.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

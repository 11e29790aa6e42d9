import type { RemoteName } from 'shared-contracts/routes/route-table';

import { repoRoot } from '../base/repo-root';
import { serverLimitsFromEnv } from '../http/server-limits';
import { createQuoteService, quoteConfigFromEnv } from '../quote/service/quote-service';
import { startSite } from './site';

async function main() {
  const quoteConfig = quoteConfigFromEnv(process.env, repoRoot);
  const quote = await createQuoteService(quoteConfig);
  quote.outbox.start();
  const site = await startSite({
    ...(process.env.PORT ? { port: Number(process.env.PORT) } : {}),
    api: quote.api,
    trustedProxies: (process.env.TRUSTED_PROXIES ?? '').split(',').filter(Boolean),
    alwaysHsts: process.env.HSTS_ALWAYS === '1',
    limits: serverLimitsFromEnv(process.env),
  });
  console.info(`Wrap Lab Chicago is running at ${site.url}`);
  for (const [name, url] of Object.entries(site.remoteUrls)) {
    console.info(`  ${name.padEnd(10)} remote  ${url}  release ${site.deployments.deployed[name as RemoteName]}`);
  }
  console.info(
    `  shell             release ${site.deployments.deployed.shell}  (store ${site.releasesDir}, environment ${site.siteDir})`,
  );
  console.info(
    `  quote requests  stored in ${quote.store.where}, ${quoteConfig.smtpUrl ? `sent over SMTP to ${quoteConfig.quoteTo}` : `written as .eml files to ${quoteConfig.dataDir}/outbox (set SMTP_URL to send)`}`,
  );
  const stop = async () => {
    await site.close();
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

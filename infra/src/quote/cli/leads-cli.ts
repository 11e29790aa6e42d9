import { existsSync } from 'node:fs';
import path from 'node:path';

import { repoRoot } from '../../base/repo-root';
import { openLeadStore, quoteConfigFromEnv } from '../service/quote-service';
import type { Lead } from '../store/lead';

/**
 * `npm run leads`: every stored lead and its delivery state, from the store the server uses (the same
 * `DATABASE_URL`, or `DATA_DIR` with the same default, whatever folder it is run from).
 * `npm run leads -- --status failed` filters; `-- --retry <id>` puts a parked lead back in the queue.
 */
const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};

const row = (lead: Lead) =>
  [
    new Date(lead.createdAt).toISOString().replace('T', ' ').slice(0, 19),
    lead.status.padEnd(7),
    String(lead.attempts).padStart(2),
    lead.id,
    `${lead.fields.name} <${lead.fields.email}>`,
    lead.fields.vehicleType || '-',
    lead.spamReason ?? lead.lastError ?? '',
  ].join('  ');

async function main() {
  const config = quoteConfigFromEnv(process.env, repoRoot);
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'leads.sqlite'))) {
    console.info(
      `No leads stored yet: ${config.dataDir} holds no leads.sqlite (the site creates it on start; set DATA_DIR or DATABASE_URL as the site has them).`,
    );
    return;
  }
  const store = await openLeadStore(config);
  try {
    const retry = option('retry');
    if (retry) {
      const requeued = await store.requeue(retry, Date.now());
      console.info(
        requeued
          ? `Lead ${retry} is queued again; the running site delivers it within seconds.`
          : `No parked lead with id ${retry}.`,
      );
      process.exitCode = requeued ? 0 : 1;
      return;
    }
    const status = option('status');
    const all = await store.list();
    const leads = all.filter((lead) => !status || lead.status === status);
    const counts = (['pending', 'sent', 'failed', 'spam'] as const).map(
      (s) => `${s} ${all.filter((lead) => lead.status === s).length}`,
    );
    console.info(`Leads in ${store.where}: ${all.length} (${counts.join(', ')})${status ? `; showing ${status}` : ''}`);
    console.info('received (UTC)       status  tries  id                                    visitor  vehicle  note');
    for (const lead of leads) console.info(row(lead));
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

import { repoRoot } from '../../server/site';
import type { Lead } from '../store/lead';
import { quoteConfigFromEnv } from '../service/quote-service';
import { openSqliteLeadStore } from '../store/sqlite-lead-store';

/**
 * `npm run leads -w infra`: every stored lead and its delivery state.
 * `npm run leads -w infra -- --status failed` filters; `-- --retry <id>` puts a parked lead back in the queue.
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
  const store = openSqliteLeadStore(config.dataDir);
  try {
    const retry = option('retry');
    if (retry) {
      const requeued = await store.requeue(retry, Date.now());
      console.info(requeued ? `Lead ${retry} is queued again; the running site delivers it within seconds.` : `No parked lead with id ${retry}.`);
      process.exitCode = requeued ? 0 : 1;
      return;
    }
    const status = option('status');
    const all = await store.list();
    const leads = all.filter((lead) => !status || lead.status === status);
    const counts = (['pending', 'sent', 'failed', 'spam'] as const).map((s) => `${s} ${all.filter((lead) => lead.status === s).length}`);
    console.info(`Leads in ${config.dataDir}: ${all.length} (${counts.join(', ')})${status ? `; showing ${status}` : ''}`);
    console.info('received (UTC)       status  tries  id                                    visitor  vehicle  note');
    for (const lead of leads) console.info(row(lead));
  } finally {
    store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

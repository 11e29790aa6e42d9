import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { repoRoot } from '../../base/repo-root';
import { openLeadStore, quoteConfigFromEnv } from '../service/quote-service';
import type { Lead, LeadStatus } from '../store/lead';

/**
 * `npm run leads`: every stored lead and its delivery state, from the store the server uses (the same
 * `DATABASE_URL`, or `DATA_DIR` with the same default, whatever folder it is run from).
 * `npm run leads -- --status spam` filters; `-- --retry <id>` puts a parked lead back in the queue;
 * `-- --release <id>` is the owner's verdict that a lead kept as spam is a person's: it is delivered once.
 */
const USAGE = 'npm run leads [-- --status pending|sent|failed|spam | --retry <id> | --release <id>]';
const statuses: readonly LeadStatus[] = ['pending', 'sent', 'failed', 'spam'];

class Refusal extends Error {}

function options() {
  let parsed;
  try {
    parsed = parseArgs({
      args: process.argv.slice(2),
      options: { status: { type: 'string' }, retry: { type: 'string' }, release: { type: 'string' } },
      strict: true,
      allowPositionals: false,
      tokens: true,
    });
  } catch (error) {
    throw new Refusal(`${(error as Error).message.split('\n')[0]!.split('. ')[0]}. Usage: ${USAGE}`);
  }
  const { status, retry, release } = parsed.values;
  // Given twice, a flag would silently keep only its last value: `--release a --release b` releases b alone.
  const names = parsed.tokens.flatMap((token) => (token.kind === 'option' ? [token.rawName] : []));
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice) throw new Refusal(`${twice} was given twice: give it once. Usage: ${USAGE}`);
  if ([status, retry, release].filter((value) => value !== undefined).length > 1)
    throw new Refusal(`Give one of --status, --retry and --release. Usage: ${USAGE}`);
  if (status !== undefined && !statuses.includes(status as LeadStatus))
    throw new Refusal(`There is no status "${status}": name one of ${statuses.join(', ')}`);
  for (const [flag, id] of [
    ['--retry', retry],
    ['--release', release],
  ] as const)
    if (id !== undefined && !/^[\w-]{1,80}$/.test(id)) throw new Refusal(`${flag} takes a lead id, not "${id}"`);
  return { status: status as LeadStatus | undefined, retry, release };
}

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
  const { status, retry, release } = options();
  const config = quoteConfigFromEnv(process.env, repoRoot);
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'leads.sqlite'))) {
    console.info(
      `No leads stored yet: ${config.dataDir} holds no leads.sqlite (the site creates it on start; set DATA_DIR or DATABASE_URL as the site has them).`,
    );
    return;
  }
  const store = await openLeadStore(config);
  try {
    if (release) {
      const released = await store.releaseSpam(release, Date.now());
      console.info(
        released
          ? `Lead ${release} is a person's after all: queued, and the running site delivers it once within seconds.`
          : `No spam lead with id ${release} (it may have been released already).`,
      );
      process.exitCode = released ? 0 : 1;
      return;
    }
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
  console.error(error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error));
  process.exit(1);
});

import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import autocannon from 'autocannon';

import { createQuoteService, type QuoteServiceConfig } from '../../quote/service/quote-service';
import { startPostgres, type PostgresServer } from '../../quote/testing/postgres-server';
import { fixedRender } from '../../render/site-renders';
import { createGateway } from '../gateway';
import { localEnvironment } from '../testing/site-fixture';

/**
 * Load check for the quote service on loopback (a fixed number of requests, so it is bounded in time), through the real gateway: a stream of valid leads,
 * then a flood from one address that the rate limit must absorb. Prints requests/s, p99 latency and
 * errors, and fails if any request errs, any answer is 5xx, or any accepted lead is missing.
 */

async function formTokens(base: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  while (tokens.length < count) {
    const batch = await Promise.all(
      Array.from(
        { length: Math.min(50, count - tokens.length) },
        async () => ((await (await fetch(`${base}/api/formToken`)).json()) as { formToken: string }).formToken,
      ),
    );
    tokens.push(...batch);
  }
  return tokens;
}

/**
 * `distinctTokens`: how many form tokens the requests share out; a flood needs only as many as the rate limit lets through.
 * `databaseUrl`: leads in that PostgreSQL database instead of SQLite.
 */
async function scenario(
  name: string,
  amount: number,
  rateLimit: QuoteServiceConfig['rateLimit'],
  distinctTokens = amount,
  databaseUrl?: string,
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quote-bench-'));
  const config: QuoteServiceConfig = {
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    quoteTo: 'info@wraplabchicago.com',
    quoteFrom: { name: 'Wrap Lab Chicago website', address: 'website@wraplabchicago.com' },
    minFillMs: 3_000,
    tokenMaxAgeMs: 2 * 60 * 60_000,
    rateLimit,
  };
  const quote = await createQuoteService(config);
  quote.outbox.start();
  const environment = localEnvironment('127.0.0.1', { marketing: 1, locations: 2, shop: 3, member: 4, chat: 5 });
  const gateway = createGateway({
    origin: 'http://127.0.0.1',
    currentRender: fixedRender(dataDir, environment),
    api: quote.api,
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;

  // A form token brings in one lead, so each request carries its own, as each visitor's form would.
  const tokens = await formTokens(base, Math.min(amount, distinctTokens));
  await new Promise((resolve) => setTimeout(resolve, config.minFillMs + 100));
  const lead = {
    name: 'Load Test',
    email: 'load@example.com',
    phone: '(773) 555-0100',
    vehicleType: 'Cargo or sprinter van',
    message: 'Measuring the quote service.',
    website: '',
  };
  let sent = 0;
  const result = await autocannon({
    url: `${base}/api/sendEmail`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ ...lead, formToken: tokens[sent++ % tokens.length] }),
        }),
      },
    ],
    connections: 10,
    amount,
    timeout: 10,
  });
  const accepted = result.statusCodeStats?.['202']?.count ?? 0;
  const limited = result.statusCodeStats?.['429']?.count ?? 0;
  const serverErrors = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => code.startsWith('5'))
    .reduce((n, [, s]) => n + (s.count ?? 0), 0);

  // Drain the outbox: every accepted lead must end up stored and written out.
  while ((await quote.store.list()).some((stored) => stored.status === 'pending')) await quote.outbox.deliverDue();
  const leads = await quote.store.list();
  const spam = leads.filter((stored) => stored.status === 'spam').length;
  const written = readdirSync(path.join(dataDir, 'outbox')).length;

  console.info(
    `${name.padEnd(34)} ${Math.round(result.requests.average).toString().padStart(6)} req/s  p99 ${String(result.latency.p99).padStart(4)} ms  ` +
      `errors ${result.errors + result.timeouts}  5xx ${serverErrors}  202 ${accepted}  429 ${limited}  stored ${leads.length}  spam ${spam}  e-mails ${written}`,
  );

  await new Promise<void>((resolve) => gateway.close(() => resolve()));
  await quote.close();
  rmSync(dataDir, { recursive: true, force: true });
  return (
    result.errors + result.timeouts === 0 &&
    serverErrors === 0 &&
    leads.length === accepted &&
    spam === 0 &&
    written === accepted
  );
}

const scenarios = (store: string, databaseUrl?: (name: string) => Promise<string>) => [
  async () =>
    scenario(
      `${store}: 2,000 valid leads`,
      2_000,
      { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 },
      2_000,
      await databaseUrl?.('bench_leads'),
    ),
  async () =>
    scenario(
      `${store}: 10,000-request flood`,
      10_000,
      { limit: 10, windowMs: 10 * 60_000 },
      100,
      await databaseUrl?.('bench_flood'),
    ),
];

/** SQLite always; `-- --postgres` runs the same scenarios on a throwaway PostgreSQL too (with fsync, like SQLite's writes). */
async function main() {
  console.info('Quote service load check (10 connections, loopback, through the gateway)');
  const results: boolean[] = [];
  for (const run of scenarios('SQLite')) results.push(await run());
  if (process.argv.includes('--postgres')) {
    const postgres: PostgresServer = await startPostgres({ durable: true });
    try {
      for (const run of scenarios('PostgreSQL', (name) => postgres.createDatabase(name))) results.push(await run());
    } finally {
      postgres.stop();
    }
  }
  if (results.includes(false)) {
    console.error('Load check failed: errors, 5xx answers, accepted leads missing or a fresh lead taken for spam.');
    process.exit(1);
  }
}

void main();

import { randomBytes } from 'node:crypto';
import path from 'node:path';

import { business } from 'shared-contracts/business/business';
import { quoteApi } from 'shared-contracts/quote/quote-request';

import type { RateLimit } from '../../http/rate-limiter';
import type { WebHandler } from '../../http/web-adapter';
import { leadEmail, type Address } from '../delivery/lead-email';
import { emlFileMailer, smtpMailer, type Mailer } from '../delivery/mailer';
import { createOutbox, type Outbox, type OutboxOptions } from '../delivery/outbox';
import type { LeadStore } from '../store/lead';
import { openPostgresLeadStore } from '../store/postgres-lead-store';
import { openSqliteLeadStore } from '../store/sqlite-lead-store';
import { createFormTokens } from './form-token';
import { createFormTokenHandler } from './form-token-handler';
import { createSendEmailHandler } from './send-email-handler';

export interface QuoteServiceConfig {
  dataDir: string;
  /** `postgres://...`: leads, outbox, token uses and rate-limit windows in PostgreSQL, shared by every instance. Without it, SQLite under `dataDir`. */
  databaseUrl?: string;
  /** Without it, messages are written as `.eml` files under `dataDir/outbox`. */
  smtpUrl?: string;
  quoteTo: string;
  quoteFrom: Address;
  minFillMs: number;
  /** How long a form token is good for; a person who keeps the form open longer gets a fresh one on sending. */
  tokenMaxAgeMs: number;
  rateLimit: RateLimit;
  backoff?: OutboxOptions['backoff'];
  pollMs?: number;
  leaseMs?: number;
}

const apiName = (apiPath: string) => apiPath.slice('/api/'.length);

/** Settings from the environment; every one has a default so `npm start` needs nothing outside. */
export function quoteConfigFromEnv(env: NodeJS.ProcessEnv, baseDir: string): QuoteServiceConfig {
  return {
    dataDir: path.resolve(baseDir, env.DATA_DIR ?? '.data'),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    quoteTo: env.QUOTE_TO ?? business.email,
    quoteFrom: { name: `${business.name} website`, address: env.QUOTE_FROM ?? 'website@wraplabchicago.com' },
    minFillMs: Number(env.QUOTE_MIN_FILL_MS ?? 3_000),
    tokenMaxAgeMs: Number(env.QUOTE_TOKEN_MAX_AGE_MS ?? 2 * 60 * 60_000),
    rateLimit: { limit: Number(env.QUOTE_RATE_LIMIT ?? 10), windowMs: Number(env.QUOTE_RATE_WINDOW_MS ?? 10 * 60_000) },
  };
}

export interface QuoteService {
  api: Record<string, WebHandler>;
  store: LeadStore;
  outbox: Outbox;
  close(): Promise<void>;
}

export interface QuoteServiceOverrides {
  clock?: () => number;
  mailer?: Mailer;
  store?: LeadStore;
  /** Tests drive delivery by hand; the site delivers each lead as soon as it is stored. */
  deliverOnStore?: boolean;
}

export const mailerFor = (config: QuoteServiceConfig): Mailer =>
  config.smtpUrl ? smtpMailer(config.smtpUrl) : emlFileMailer(path.join(config.dataDir, 'outbox'));

/** PostgreSQL when the config names a database, else the embedded SQLite file. */
export const openLeadStore = (config: Pick<QuoteServiceConfig, 'dataDir' | 'databaseUrl'>): Promise<LeadStore> =>
  config.databaseUrl ? openPostgresLeadStore(config.databaseUrl) : Promise.resolve(openSqliteLeadStore(config.dataDir));

/** The quote service wired together: store, handlers, and the outbox worker (not started). */
export async function createQuoteService(
  config: QuoteServiceConfig,
  overrides: QuoteServiceOverrides = {},
): Promise<QuoteService> {
  const clock = overrides.clock ?? Date.now;
  const store = overrides.store ?? (await openLeadStore(config));
  const mailer = overrides.mailer ?? mailerFor(config);
  const tokens = createFormTokens(await store.setting('form-token-secret', () => randomBytes(32).toString('hex')));
  const outbox = createOutbox({
    store,
    mailer,
    clock,
    compose: (lead) => leadEmail(lead, { from: config.quoteFrom, to: config.quoteTo }),
    ...(config.backoff ? { backoff: config.backoff } : {}),
    ...(config.pollMs ? { pollMs: config.pollMs } : {}),
    ...(config.leaseMs ? { leaseMs: config.leaseMs } : {}),
    concurrency: config.smtpUrl ? 10 : 1,
  });
  const sendEmail = createSendEmailHandler({
    store,
    tokens,
    clock,
    rateLimiter: store.rateLimiter(config.rateLimit),
    minFillMs: config.minFillMs,
    tokenMaxAgeMs: config.tokenMaxAgeMs,
    ...(overrides.deliverOnStore === false ? {} : { onStored: () => outbox.nudge() }),
  });

  return {
    api: {
      [apiName(quoteApi.send)]: sendEmail,
      [apiName(quoteApi.formToken)]: createFormTokenHandler(tokens, clock, {
        minFillMs: config.minFillMs,
        maxAgeMs: config.tokenMaxAgeMs,
      }),
    },
    store,
    outbox,
    async close() {
      await outbox.stop();
      mailer.close();
      await store.close();
    },
  };
}

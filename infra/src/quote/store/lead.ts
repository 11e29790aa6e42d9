import type { QuoteFields } from 'shared-contracts/quote/quote-request';

import type { RateDecision, RateLimit } from '../../http/rate-limiter';

/**
 * pending: stored, waiting for (another) delivery attempt; sent: the mail server took it;
 * failed: refused for good, parked for a person to look at; spam: caught by the bot checks, kept to be counted.
 */
export type LeadStatus = 'pending' | 'sent' | 'failed' | 'spam';

/** no-token: missing or forged; expired-token: older than the tokens' maximum age; reused-token: an earlier lead already used it. */
export type SpamReason = 'honeypot' | 'no-token' | 'too-fast' | 'expired-token' | 'reused-token';

export interface Lead {
  id: string;
  createdAt: number;
  status: LeadStatus;
  spamReason?: SpamReason;
  idempotencyKey?: string;
  /** The form token the request carried: each one brings in one lead. */
  formToken?: string;
  /** Hash of the visitor's fields, to tell a repeated submit from a different one under the same key. */
  bodyHash: string;
  fields: QuoteFields;
  clientIp: string;
  attempts: number;
  nextAttemptAt: number;
  lastError?: string;
  sentAt?: number;
  /** The outbox worker that last claimed the lead for delivery. */
  claimedBy?: string;
}

export type NewLead = Pick<
  Lead,
  'id' | 'createdAt' | 'status' | 'spamReason' | 'idempotencyKey' | 'formToken' | 'bodyHash' | 'fields' | 'clientIp'
>;

export interface LeadTally {
  byStatus: Record<LeadStatus, number>;
  /** When the oldest lead still waiting for delivery came in; undefined when none waits. */
  oldestPendingAt?: number;
}

/** The tally from rows of `status, count, oldest created_at`. */
export function tallyOf(rows: { status: string; n: number | string; oldest: number | string | null }[]): LeadTally {
  const byStatus: Record<LeadStatus, number> = { pending: 0, sent: 0, failed: 0, spam: 0 };
  let oldestPendingAt: number | undefined;
  for (const row of rows) {
    byStatus[row.status as LeadStatus] = Number(row.n);
    if (row.status === 'pending' && row.oldest !== null) oldestPendingAt = Number(row.oldest);
  }
  return { byStatus, ...(oldestPendingAt === undefined ? {} : { oldestPendingAt }) };
}

/** Counts a client's requests, wherever the store keeps the window (see `rateLimitKey` for whom). */
export interface QuoteRateLimiter {
  take(clientIp: string, now: number): Promise<RateDecision>;
}

/** Where leads live. Async so a networked database can stand in for SQLite past one machine. */
export interface LeadStore {
  /** Where the leads are, for people: a file, or a database (without its password). */
  readonly where: string;
  /**
   * Resolves only once the lead is durably written. A form token is good for one lead: a pending
   * lead whose token an earlier lead (not spam) already carries is stored as spam (`reused-token`),
   * decided in the same transaction as the write, so two requests racing with one token bring in one lead.
   */
  insert(lead: NewLead): Promise<Lead>;
  findByIdempotencyKey(key: string): Promise<Lead | undefined>;
  /**
   * Claims up to `limit` pending leads due at `now` for `claimant`, with a lease: their next attempt
   * moves to `now + leaseMs`, so no other claimant gets them before then. A claim whose worker died
   * simply expires, and the lead is due again for anyone.
   */
  claimDue(claimant: string, now: number, limit: number, leaseMs: number): Promise<Lead[]>;
  /** The mail server took it: whoever sent it, the lead is sent. */
  markSent(id: string, now: number): Promise<void>;
  /** Only while `claimant` still holds the claim: a worker whose lease was taken over changes nothing. */
  scheduleRetry(id: string, claimant: string, nextAttemptAt: number, error: string): Promise<void>;
  park(id: string, claimant: string, error: string): Promise<void>;
  /** Put a parked lead back in the queue (after the cause was fixed). */
  requeue(id: string, now: number): Promise<boolean>;
  /**
   * The owner's verdict that a lead kept as spam is a person's: it joins the queue and is delivered
   * once. False when there is no spam lead with that id (already released, or never spam).
   */
  releaseSpam(id: string, now: number): Promise<boolean>;
  list(): Promise<Lead[]>;
  /** How many leads are in each status, and when the oldest still pending came in: one query, for health and metrics. */
  tally(): Promise<LeadTally>;
  /** A value created once and kept (the token secret), so it survives restarts and is the same for every instance. */
  setting(name: string, create: () => string): Promise<string>;
  /** The per-client limit, counted where every instance sharing the store sees it. */
  rateLimiter(rateLimit: RateLimit): QuoteRateLimiter;
  close(): Promise<void>;
}

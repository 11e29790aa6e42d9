import type { QuoteFields } from 'shared-contracts/quote/quote-request';

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
}

export type NewLead = Pick<Lead, 'id' | 'createdAt' | 'status' | 'spamReason' | 'idempotencyKey' | 'formToken' | 'bodyHash' | 'fields' | 'clientIp'>;

/** Where leads live. Async so a networked database can stand in for SQLite past one machine. */
export interface LeadStore {
  /**
   * Resolves only once the lead is durably written. A form token is good for one lead: a pending
   * lead whose token an earlier lead (not spam) already carries is stored as spam (`reused-token`),
   * decided in the same transaction as the write, so two requests racing with one token bring in one lead.
   */
  insert(lead: NewLead): Promise<Lead>;
  findByIdempotencyKey(key: string): Promise<Lead | undefined>;
  due(now: number, limit: number): Promise<Lead[]>;
  markSent(id: string, now: number): Promise<void>;
  scheduleRetry(id: string, nextAttemptAt: number, error: string): Promise<void>;
  park(id: string, error: string): Promise<void>;
  /** Put a parked lead back in the queue (after the cause was fixed). */
  requeue(id: string, now: number): Promise<boolean>;
  list(): Promise<Lead[]>;
  /** A value created once and kept (the token secret), so it survives restarts. */
  setting(name: string, create: () => string): Promise<string>;
  close(): void;
}

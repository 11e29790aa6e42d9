import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';

import type { Lead, LeadStore } from '../store/lead';
import type { LeadEmail } from './lead-email';
import { classify, DeliveryError, type Mailer } from './mailer';

export interface OutboxOptions {
  store: LeadStore;
  mailer: Mailer;
  compose: (lead: Lead) => LeadEmail;
  clock: () => number;
  /** First retry after `baseMs`, doubling each time, never more than `maxMs` apart. */
  backoff?: { baseMs: number; maxMs: number };
  pollMs?: number;
  /** How long a claim on a lead holds: longer than the slowest delivery (the SMTP timeouts add up to under a minute). */
  leaseMs?: number;
  /** Leads claimed together. */
  batchSize?: number;
  /** Leads of a batch sent at the same time: an SMTP send mostly waits on the network; a file write does not. */
  concurrency?: number;
  /** This worker's name in the store's claims; unique per process. */
  claimant?: string;
  log?: (line: string) => void;
}

export interface DeliveryRound {
  sent: number;
  retrying: number;
  parked: number;
}

export interface Outbox {
  /** One pass over the leads that are due now. */
  deliverDue(): Promise<DeliveryRound>;
  /** Ask for a pass soon (a lead was just stored). */
  nudge(): void;
  start(): void;
  stop(): Promise<void>;
}

export const retryDelay = (attempt: number, { baseMs, maxMs }: { baseMs: number; maxMs: number }) =>
  Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));

/**
 * Delivers stored leads by e-mail. A lead leaves the queue only when sent or parked, so a restart
 * resumes where it stopped. Workers of several instances share one store: each claims a batch with a
 * lease, so no two send the same lead at once, and a batch whose worker died is due again once the lease ends.
 */
export function createOutbox(options: OutboxOptions): Outbox {
  const backoff = options.backoff ?? { baseMs: 5_000, maxMs: 15 * 60_000 };
  const leaseMs = options.leaseMs ?? 2 * 60_000;
  const batchSize = options.batchSize ?? 10;
  const concurrency = options.concurrency ?? 1;
  const claimant = options.claimant ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const log = options.log ?? ((line: string) => console.info(`[outbox] ${line}`));
  let running: Promise<DeliveryRound> | undefined;
  let nudgedWhileRunning = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  async function deliver(lead: Lead, round: DeliveryRound) {
    try {
      await options.mailer.send(options.compose(lead));
      await options.store.markSent(lead.id, options.clock());
      round.sent += 1;
    } catch (caught) {
      const error = caught instanceof DeliveryError ? caught : classify(caught);
      if (error.permanent) {
        await options.store.park(lead.id, claimant, error.message);
        round.parked += 1;
        log(`lead ${lead.id} parked: ${error.message}`);
      } else {
        const attempt = lead.attempts + 1;
        await options.store.scheduleRetry(
          lead.id,
          claimant,
          options.clock() + retryDelay(attempt, backoff),
          error.message,
        );
        round.retrying += 1;
        log(`lead ${lead.id} will be retried (attempt ${attempt}): ${error.message}`);
      }
    }
  }

  async function pass(): Promise<DeliveryRound> {
    const round = { sent: 0, retrying: 0, parked: 0 };
    for (;;) {
      const claimed = await options.store.claimDue(claimant, options.clock(), batchSize, leaseMs);
      for (let i = 0; i < claimed.length; i += concurrency)
        await Promise.all(claimed.slice(i, i + concurrency).map((lead) => deliver(lead, round)));
      if (claimed.length < batchSize) return round;
    }
  }

  /** Waits for a pass under way, then makes a fresh one, so a caller always sees leads due at the time of the call. */
  async function deliverDue(): Promise<DeliveryRound> {
    while (running) await running.catch(() => undefined);
    running = pass();
    try {
      return await running;
    } finally {
      running = undefined;
      if (nudgedWhileRunning) {
        nudgedWhileRunning = false;
        nudge();
      }
    }
  }

  function nudge() {
    if (running) {
      nudgedWhileRunning = true;
      return;
    }
    deliverDue().catch((error: unknown) => log(`delivery pass failed: ${String(error)}`));
  }

  return {
    deliverDue,
    nudge,
    start() {
      timer ??= setInterval(nudge, options.pollMs ?? 2_000);
      nudge();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

import { rateLimitKey } from '../../http/rate-limiter';
import { tallyOf, type LeadStore, type NewLead } from './lead';
import { leadFromRow, type LeadRow } from './lead-row';
import { openMigratedPool } from './postgres-migrations';

const insertLead = `
  INSERT INTO leads (id, created_at, status, spam_reason, idempotency_key, form_token, body_hash, name, email, phone, vehicle_type, message, client_ip, next_attempt_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $2)`;

/** The database a URL names, without its password, for people to read. */
export function describeDatabase(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}

/** How many takes between sweeps of windows that have run out for clients who did not come back. */
const sweepEvery = 1_000;

/**
 * Leads in PostgreSQL (`DATABASE_URL`), shared by every instance of the site: the schema is
 * migrated on opening; form-token use, delivery claims and the rate limit are decided in the database.
 */
export async function openPostgresLeadStore(url: string, poolSize = 10): Promise<LeadStore> {
  const pool = await openMigratedPool(url, poolSize);
  const one = async (text: string, values: unknown[]) => (await pool.query<LeadRow>(text, values)).rows[0];

  return {
    where: describeDatabase(url),
    async insert(lead: NewLead) {
      const { fields } = lead;
      const values = [
        lead.id,
        lead.createdAt,
        lead.status,
        lead.spamReason ?? null,
        lead.idempotencyKey ?? null,
        lead.formToken ?? null,
        lead.bodyHash,
      ];
      const rest = [fields.name, fields.email, fields.phone, fields.vehicleType, fields.message, lead.clientIp];
      // The partial unique index holds one lead (not spam) per token; the losing writer's lead is kept as spam.
      const stored = await one(`${insertLead} ON CONFLICT (form_token) WHERE status <> 'spam' DO NOTHING RETURNING *`, [
        ...values,
        ...rest,
      ]);
      if (stored) return leadFromRow(stored);
      const reused = [lead.id, lead.createdAt, 'spam', 'reused-token', ...values.slice(4)];
      return leadFromRow((await one(`${insertLead} RETURNING *`, [...reused, ...rest]))!);
    },
    async findByIdempotencyKey(key) {
      const row = await one('SELECT * FROM leads WHERE idempotency_key = $1', [key]);
      return row && leadFromRow(row);
    },
    async claimDue(claimant, now, limit, leaseMs) {
      // SKIP LOCKED: workers claiming at the same moment each take other rows instead of queueing on the same ones.
      const { rows } = await pool.query<LeadRow>(
        `UPDATE leads SET claimed_by = $1, next_attempt_at = $2 + $4
         WHERE id IN (
           SELECT id FROM leads WHERE status = 'pending' AND next_attempt_at <= $2
           ORDER BY next_attempt_at, created_at LIMIT $3 FOR UPDATE SKIP LOCKED)
         RETURNING *`,
        [claimant, now, limit, leaseMs],
      );
      return rows.map(leadFromRow).sort((a, b) => a.createdAt - b.createdAt);
    },
    async markSent(id, now) {
      await pool.query(
        "UPDATE leads SET status = 'sent', attempts = attempts + 1, sent_at = $1, last_error = NULL WHERE id = $2 AND status = 'pending'",
        [now, id],
      );
    },
    async scheduleRetry(id, claimant, nextAttemptAt, error) {
      await pool.query(
        "UPDATE leads SET attempts = attempts + 1, next_attempt_at = $1, last_error = $2 WHERE id = $3 AND claimed_by = $4 AND status = 'pending'",
        [nextAttemptAt, error, id, claimant],
      );
    },
    async park(id, claimant, error) {
      await pool.query(
        "UPDATE leads SET status = 'failed', attempts = attempts + 1, last_error = $1 WHERE id = $2 AND claimed_by = $3 AND status = 'pending'",
        [error, id, claimant],
      );
    },
    async requeue(id, now) {
      const { rowCount } = await pool.query(
        "UPDATE leads SET status = 'pending', next_attempt_at = $1 WHERE id = $2 AND status = 'failed'",
        [now, id],
      );
      return rowCount === 1;
    },
    async releaseSpam(id, now) {
      const { rowCount } = await pool.query(
        "UPDATE leads SET status = 'pending', spam_reason = NULL, next_attempt_at = $1 WHERE id = $2 AND status = 'spam'",
        [now, id],
      );
      return rowCount === 1;
    },
    async list() {
      return (await pool.query<LeadRow>('SELECT * FROM leads ORDER BY created_at, id')).rows.map(leadFromRow);
    },
    async tally() {
      return tallyOf(
        (
          await pool.query<{ status: string; n: string; oldest: string | null }>(
            'SELECT status, count(*) AS n, min(created_at) AS oldest FROM leads GROUP BY status',
          )
        ).rows,
      );
    },
    async setting(name, create) {
      await pool.query('INSERT INTO settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
        name,
        create(),
      ]);
      return (await pool.query<{ value: string }>('SELECT value FROM settings WHERE name = $1', [name])).rows[0]!.value;
    },
    rateLimiter({ limit, windowMs }) {
      let takes = 0;
      return {
        async take(clientIp, now) {
          if (++takes % sweepEvery === 0)
            await pool.query('DELETE FROM rate_hits WHERE hit_at <= $1', [now - windowMs]);
          const { rows } = await pool.query<{ wait: string }>('SELECT take_rate($1, $2, $3, $4) AS wait', [
            rateLimitKey(clientIp),
            now,
            limit,
            windowMs,
          ]);
          const wait = Number(rows[0]!.wait);
          return wait === 0
            ? { allowed: true }
            : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) };
        },
      };
    },
    close: () => pool.end(),
  };
}

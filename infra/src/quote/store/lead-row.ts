import type { Lead, LeadStatus, SpamReason } from './lead';

/**
 * A lead as both stores keep it, a column a field. Times are milliseconds; PostgreSQL's bigint
 * columns arrive as strings (well inside a double), SQLite's integers as numbers.
 */
export interface LeadRow {
  id: string;
  created_at: number | string;
  status: LeadStatus;
  spam_reason: SpamReason | null;
  idempotency_key: string | null;
  form_token: string | null;
  body_hash: string;
  name: string;
  email: string;
  phone: string;
  vehicle_type: string;
  message: string;
  client_ip: string;
  attempts: number;
  next_attempt_at: number | string;
  last_error: string | null;
  sent_at: number | string | null;
  claimed_by: string | null;
}

export const leadFromRow = (row: LeadRow): Lead => ({
  id: row.id,
  createdAt: Number(row.created_at),
  status: row.status,
  ...(row.spam_reason ? { spamReason: row.spam_reason } : {}),
  ...(row.idempotency_key ? { idempotencyKey: row.idempotency_key } : {}),
  ...(row.form_token ? { formToken: row.form_token } : {}),
  bodyHash: row.body_hash,
  fields: {
    name: row.name,
    email: row.email,
    phone: row.phone,
    vehicleType: row.vehicle_type as Lead['fields']['vehicleType'],
    message: row.message,
  },
  clientIp: row.client_ip,
  attempts: row.attempts,
  nextAttemptAt: Number(row.next_attempt_at),
  ...(row.last_error ? { lastError: row.last_error } : {}),
  ...(row.sent_at ? { sentAt: Number(row.sent_at) } : {}),
  ...(row.claimed_by ? { claimedBy: row.claimed_by } : {}),
});

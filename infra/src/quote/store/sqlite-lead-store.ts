import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';

import Database from 'better-sqlite3';

import { createRateLimiter } from '../../http/rate-limiter';
import { tallyOf, type LeadStore, type NewLead } from './lead';
import { leadFromRow, type LeadRow } from './lead-row';

const schema = `
  CREATE TABLE IF NOT EXISTS leads (
    id TEXT PRIMARY KEY,
    created_at INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed', 'spam')),
    spam_reason TEXT,
    idempotency_key TEXT UNIQUE,
    body_hash TEXT NOT NULL,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    phone TEXT NOT NULL,
    vehicle_type TEXT NOT NULL,
    message TEXT NOT NULL,
    client_ip TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    last_error TEXT,
    sent_at INTEGER
  );
  CREATE INDEX IF NOT EXISTS leads_due ON leads (status, next_attempt_at);
  CREATE TABLE IF NOT EXISTS settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);
`;

/** Stores made before form tokens were single-use, or before delivery was claimed, get the columns that record them. */
function migrate(db: Database.Database) {
  const columns = db.prepare<[], { name: string }>('PRAGMA table_info(leads)').all();
  if (!columns.some((column) => column.name === 'form_token')) db.exec('ALTER TABLE leads ADD COLUMN form_token TEXT');
  if (!columns.some((column) => column.name === 'claimed_by')) db.exec('ALTER TABLE leads ADD COLUMN claimed_by TEXT');
  db.exec('CREATE INDEX IF NOT EXISTS leads_form_token ON leads (form_token)');
}

/** Leads in a SQLite file under `dataDir` (`:memory:` for tests that need no file). */
export function openSqliteLeadStore(dataDir: string | ':memory:'): LeadStore {
  let file = ':memory:';
  if (dataDir !== ':memory:') {
    // Visitors' details and the form-token secret: the folder and the file are the site's user's alone
    // (SQLite gives its -wal and -shm files the database file's mode).
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    chmodSync(dataDir, 0o700);
    file = path.join(dataDir, 'leads.sqlite');
    closeSync(openSync(file, 'a', 0o600));
    chmodSync(file, 0o600);
  }
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // Every committed lead is on disk before the service answers 202.
  db.pragma('synchronous = FULL');
  db.exec(schema);
  migrate(db);

  const insert = db.prepare(`
    INSERT INTO leads (id, created_at, status, spam_reason, idempotency_key, form_token, body_hash, name, email, phone, vehicle_type, message, client_ip, next_attempt_at)
    VALUES (@id, @createdAt, @status, @spamReason, @idempotencyKey, @formToken, @bodyHash, @name, @email, @phone, @vehicleType, @message, @clientIp, @createdAt)`);
  const tokenUsed = db.prepare<[string], { id: string }>(
    "SELECT id FROM leads WHERE form_token = ? AND status <> 'spam' LIMIT 1",
  );
  // IMMEDIATE: the check and the write hold the write lock together, even across processes.
  const insertOnce = db.transaction((row: Record<string, unknown>) => {
    const reused =
      row.status === 'pending' && typeof row.formToken === 'string' && tokenUsed.get(row.formToken) !== undefined;
    insert.run(reused ? { ...row, status: 'spam', spamReason: 'reused-token' } : row);
  });
  const byId = db.prepare<[string], LeadRow>('SELECT * FROM leads WHERE id = ?');
  const byKey = db.prepare<[string], LeadRow>('SELECT * FROM leads WHERE idempotency_key = ?');
  const due = db.prepare<[number, number], LeadRow>(
    "SELECT * FROM leads WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, created_at LIMIT ?",
  );
  const lease = db.prepare('UPDATE leads SET claimed_by = ?, next_attempt_at = ? WHERE id = ?');
  const claim = db.transaction((claimant: string, now: number, limit: number, leaseMs: number) =>
    due.all(now, limit).map((row) => {
      lease.run(claimant, now + leaseMs, row.id);
      return leadFromRow({ ...row, claimed_by: claimant, next_attempt_at: now + leaseMs });
    }),
  );
  const sent = db.prepare(
    "UPDATE leads SET status = 'sent', attempts = attempts + 1, sent_at = ?, last_error = NULL WHERE id = ? AND status = 'pending'",
  );
  const retry = db.prepare(
    "UPDATE leads SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ? AND claimed_by = ? AND status = 'pending'",
  );
  const park = db.prepare(
    "UPDATE leads SET status = 'failed', attempts = attempts + 1, last_error = ? WHERE id = ? AND claimed_by = ? AND status = 'pending'",
  );
  const requeue = db.prepare(
    "UPDATE leads SET status = 'pending', next_attempt_at = ? WHERE id = ? AND status = 'failed'",
  );
  const release = db.prepare(
    "UPDATE leads SET status = 'pending', spam_reason = NULL, next_attempt_at = ? WHERE id = ? AND status = 'spam'",
  );
  const all = db.prepare<[], LeadRow>('SELECT * FROM leads ORDER BY created_at, id');
  const tally = db.prepare<[], { status: string; n: number; oldest: number | null }>(
    'SELECT status, count(*) AS n, min(created_at) AS oldest FROM leads GROUP BY status',
  );
  const readSetting = db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE name = ?');
  const writeSetting = db.prepare('INSERT OR IGNORE INTO settings (name, value) VALUES (?, ?)');

  return {
    where: file,
    async insert(lead: NewLead) {
      const { fields, ...rest } = lead;
      insertOnce.immediate({ spamReason: null, idempotencyKey: null, formToken: null, ...rest, ...fields });
      return leadFromRow(byId.get(lead.id)!);
    },
    async findByIdempotencyKey(key) {
      const row = byKey.get(key);
      return row && leadFromRow(row);
    },
    async claimDue(claimant, now, limit, leaseMs) {
      // Most passes find nothing due: only a pass that does takes the write lock.
      if (!due.get(now, 1)) return [];
      // A claim lost to a power cut only makes its leads due again at once, so it need not wait for the disk.
      db.pragma('synchronous = NORMAL');
      try {
        return claim.immediate(claimant, now, limit, leaseMs);
      } finally {
        db.pragma('synchronous = FULL');
      }
    },
    async markSent(id, now) {
      sent.run(now, id);
    },
    async scheduleRetry(id, claimant, nextAttemptAt, error) {
      retry.run(nextAttemptAt, error, id, claimant);
    },
    async park(id, claimant, error) {
      park.run(error, id, claimant);
    },
    async requeue(id, now) {
      return requeue.run(now, id).changes === 1;
    },
    async releaseSpam(id, now) {
      return release.run(now, id).changes === 1;
    },
    async list() {
      return all.all().map(leadFromRow);
    },
    async tally() {
      return tallyOf(tally.all());
    },
    async setting(name, create) {
      writeSetting.run(name, create());
      return readSetting.get(name)!.value;
    },
    // One process serves a SQLite store, so its window stays in that process's memory.
    rateLimiter(rateLimit) {
      const limiter = createRateLimiter(rateLimit);
      return { take: async (clientIp, now) => limiter.take(clientIp, now) };
    },
    async close() {
      db.close();
    },
  };
}

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import Database from 'better-sqlite3';

import { openSqliteLeadStore } from './sqlite-lead-store';

const fields = {
  name: 'Dana Ortiz',
  email: 'dana@ortizplumbing.com',
  phone: '',
  vehicleType: '' as const,
  message: 'Two vans.',
};
const lead = (id: string, formToken?: string) => ({
  id,
  createdAt: 1,
  status: 'pending' as const,
  bodyHash: id,
  fields,
  clientIp: '203.0.113.7',
  ...(formToken ? { formToken } : {}),
});

describe('the SQLite lead store', () => {
  it('opens a store written before form tokens were recorded, keeps its leads and records tokens from then on', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leads-old-'));
    const old = new Database(path.join(dataDir, 'leads.sqlite'));
    old.exec(`CREATE TABLE leads (id TEXT PRIMARY KEY, created_at INTEGER NOT NULL, status TEXT NOT NULL, spam_reason TEXT, idempotency_key TEXT UNIQUE,
      body_hash TEXT NOT NULL, name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL, vehicle_type TEXT NOT NULL, message TEXT NOT NULL,
      client_ip TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at INTEGER NOT NULL, last_error TEXT, sent_at INTEGER)`);
    old.exec(
      "INSERT INTO leads VALUES ('old', 1, 'sent', NULL, NULL, 'h', 'Old Lead', 'old@example.com', '', '', 'Hi', '1.2.3.4', 1, 1, NULL, 2)",
    );
    old.close();

    const store = openSqliteLeadStore(dataDir);
    try {
      await store.insert(lead('new', 'token-1'));
      await store.insert(lead('again', 'token-1'));
      expect((await store.list()).map((stored) => [stored.id, stored.status, stored.formToken])).toEqual([
        ['again', 'spam', 'token-1'],
        ['new', 'pending', 'token-1'],
        ['old', 'sent', undefined],
      ]);
    } finally {
      store.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("counts only leads as a token's use: a token a spam request carried can still bring in a lead", async () => {
    const store = openSqliteLeadStore(':memory:');
    await store.insert({ ...lead('bot', 'token-2'), status: 'spam', spamReason: 'honeypot' });
    expect((await store.insert(lead('person', 'token-2'))).status).toBe('pending');
    store.close();
  });
});

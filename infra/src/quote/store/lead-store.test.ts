import pg from 'pg';

import { throwawayPostgres } from '../testing/throwaway-postgres';
import type { LeadStore, NewLead } from './lead';
import { migrate, migrations } from './postgres-migrations';
import { openSqliteLeadStore } from './sqlite-lead-store';

const postgres = throwawayPostgres();
const fields = {
  name: 'Dana Ortiz',
  email: 'dana@ortizplumbing.com',
  phone: '',
  vehicleType: '' as const,
  message: 'Two vans.',
};
const t0 = Date.UTC(2026, 10, 23, 15, 0, 0);
const lead = (id: string, extra: Partial<NewLead> = {}): NewLead => ({
  id,
  createdAt: t0,
  status: 'pending',
  bodyHash: id,
  fields,
  clientIp: '203.0.113.7',
  ...extra,
});

describe.each([
  ['SQLite', async () => openSqliteLeadStore(':memory:')],
  ['PostgreSQL', () => postgres.store()],
])('the lead store in %s', (_kind, open: () => Promise<LeadStore>) => {
  it('tallies leads by status and names when the oldest pending one came in', async () => {
    const store = await open();
    expect(await store.tally()).toEqual({ byStatus: { pending: 0, sent: 0, failed: 0, spam: 0 } });
    await store.insert(lead('a', { createdAt: t0 + 5 }));
    await store.insert(lead('b', { createdAt: t0 + 9 }));
    await store.insert(lead('c', { status: 'spam', spamReason: 'honeypot' }));
    await store.markSent('a', t0 + 10);
    expect(await store.tally()).toEqual({
      byStatus: { pending: 1, sent: 1, failed: 0, spam: 1 },
      oldestPendingAt: t0 + 9,
    });
  });

  it('gives a claimed lead to no other worker until the lease ends, then to the next one that asks', async () => {
    const store = await open();
    await store.insert(lead('a'));
    expect((await store.claimDue('worker-1', t0, 10, 60_000)).map((claimed) => claimed.id)).toEqual(['a']);
    expect(await store.claimDue('worker-2', t0 + 59_999, 10, 60_000)).toEqual([]);
    const [takenOver] = await store.claimDue('worker-2', t0 + 60_000, 10, 60_000);
    expect(takenOver).toMatchObject({ id: 'a', claimedBy: 'worker-2', nextAttemptAt: t0 + 120_000 });
  });

  it('ignores a retry or a parking from a worker whose lease was taken over, and keeps the lead sent whoever sent it', async () => {
    const store = await open();
    await store.insert(lead('a'));
    await store.claimDue('worker-1', t0, 10, 1_000);
    await store.claimDue('worker-2', t0 + 1_000, 10, 1_000);
    await store.scheduleRetry('a', 'worker-1', t0 + 3_600_000, '421 too busy');
    await store.park('a', 'worker-1', '550 refused');
    expect((await store.list())[0]).toMatchObject({
      status: 'pending',
      attempts: 0,
      claimedBy: 'worker-2',
      nextAttemptAt: t0 + 2_000,
    });
    await store.markSent('a', t0 + 1_500);
    await store.markSent('a', t0 + 1_600);
    expect((await store.list())[0]).toMatchObject({ status: 'sent', attempts: 1, sentAt: t0 + 1_500 });
    await store.scheduleRetry('a', 'worker-2', t0 + 9_000, 'late');
    expect((await store.list())[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('claims due leads oldest first, at most the batch, and leaves spam, sent and parked leads alone', async () => {
    const store = await open();
    await store.insert(lead('later', { createdAt: t0 + 2 }));
    await store.insert(lead('first', { createdAt: t0 + 1 }));
    await store.insert(lead('bot', { status: 'spam', spamReason: 'honeypot' }));
    await store.insert(lead('parked'));
    await store.claimDue('w', t0, 1, 0);
    await store.park('parked', 'w', '550');
    expect((await store.claimDue('w', t0 + 5, 1, 1_000)).map((claimed) => claimed.id)).toEqual(['first']);
    expect((await store.claimDue('w', t0 + 5, 10, 1_000)).map((claimed) => claimed.id)).toEqual(['later']);
  });

  it("releases a spam verdict on the owner's word once, however many ask at the same moment, and never a lead that is not spam", async () => {
    const store = await open();
    await store.insert(lead('bot', { status: 'spam', spamReason: 'too-fast' }));
    await store.insert(lead('sent'));
    await store.claimDue('w', t0, 10, 1_000);
    await store.markSent('sent', t0 + 1);
    const answers = await Promise.all([store.releaseSpam('bot', t0 + 10), store.releaseSpam('bot', t0 + 10)]);
    expect(answers.sort()).toEqual([false, true]);
    expect(await store.releaseSpam('sent', t0 + 10)).toBe(false);
    expect(await store.releaseSpam('nobody', t0 + 10)).toBe(false);
    const released = (await store.list()).find((stored) => stored.id === 'bot');
    expect(released).toMatchObject({ status: 'pending' });
    expect(released?.spamReason).toBeUndefined();
    expect((await store.claimDue('w', t0 + 10, 10, 1_000)).map((claimed) => claimed.id)).toEqual(['bot']);
    expect(await store.claimDue('w2', t0 + 10, 10, 1_000)).toEqual([]);
  });

  it('keeps one setting value, whoever asks first', async () => {
    const store = await open();
    expect(await store.setting('form-token-secret', () => 'first')).toBe('first');
    expect(await store.setting('form-token-secret', () => 'second')).toBe('first');
  });
});

describe('several instances on one PostgreSQL database', () => {
  it('apply each migration once, however many start together, and record it', async () => {
    const url = await postgres.databaseUrl();
    await Promise.all([1, 2, 3].map(() => postgres.store(url)));
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    try {
      expect(await migrate(pool)).toEqual([]);
      const { rows } = await pool.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY version');
      expect(rows.map((row) => row.name)).toEqual(migrations().map((migration) => migration.name));
      expect(rows.map((row) => row.name)).toEqual(['001_leads', '002_rate_hits', '003_field_samples']);
    } finally {
      await pool.end();
    }
  });

  it('never hands one lead to two workers claiming at the same moment', async () => {
    const url = await postgres.databaseUrl();
    const workers = await Promise.all(Array.from({ length: 6 }, () => postgres.store(url)));
    for (let i = 0; i < 60; i++)
      await workers[0]!.insert(lead(`lead-${String(i).padStart(2, '0')}`, { createdAt: t0 + i }));
    const claims = await Promise.all(
      workers.flatMap((worker, w) => [1, 2, 3].map(() => worker.claimDue(`worker-${w}`, t0 + 100, 4, 60_000))),
    );
    const ids = claims.flat().map((claimed) => claimed.id);
    expect(new Set(ids).size).toBe(ids.length);
    // And none is left behind: a worker skips only rows another worker is in the middle of claiming.
    expect(ids).toHaveLength(60);
    const stored = await workers[0]!.list();
    expect(stored.every((row) => row.nextAttemptAt === t0 + 100 + 60_000)).toBe(true);
  });

  it('takes a form token once across instances: its second use on another instance is spam', async () => {
    const url = await postgres.databaseUrl();
    const [a, b] = [await postgres.store(url), await postgres.store(url)];
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).insert(lead(`try-${i}`, { formToken: 'token-1' }))),
    );
    expect(results.filter((stored) => stored.status === 'pending')).toHaveLength(1);
    expect(results.filter((stored) => stored.spamReason === 'reused-token')).toHaveLength(9);
  });

  it('counts a client across instances, IPv6 by its /64, and lets it in again when the window moves on', async () => {
    const url = await postgres.databaseUrl();
    const [a, b] = [await postgres.store(url), await postgres.store(url)];
    const limit = { limit: 3, windowMs: 60_000 };
    const [onA, onB] = [a.rateLimiter(limit), b.rateLimiter(limit)];
    expect((await onA.take('2001:db8:a:b::1', t0)).allowed).toBe(true);
    expect((await onB.take('2001:db8:a:b::2', t0 + 1)).allowed).toBe(true);
    expect((await onA.take('2001:db8:a:b:ffff::9', t0 + 2)).allowed).toBe(true);
    expect(await onB.take('2001:db8:a:b::1', t0 + 30_000)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect((await onB.take('2001:db8:a:c::1', t0 + 30_000)).allowed).toBe(true);
    expect((await onA.take('2001:db8:a:b::1', t0 + 60_001)).allowed).toBe(true);
  });
});

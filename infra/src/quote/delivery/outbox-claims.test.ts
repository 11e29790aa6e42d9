import type { LeadStore } from '../store/lead';
import { throwawayPostgres } from '../testing/throwaway-postgres';
import { leadEmail, type LeadEmail } from './lead-email';
import type { Mailer } from './mailer';
import { createOutbox } from './outbox';

const postgres = throwawayPostgres();
const t0 = Date.UTC(2026, 10, 23, 15, 0, 0);
const addresses = {
  from: { name: 'Wrap Lab Chicago website', address: 'website@wraplabchicago.com' },
  to: 'owner@wraplabchicago.com',
};
const fields = {
  name: 'Dana Ortiz',
  email: 'dana@ortizplumbing.com',
  phone: '',
  vehicleType: '' as const,
  message: 'Two vans.',
};

async function storeLeads(store: LeadStore, count: number) {
  for (let i = 0; i < count; i++) {
    await store.insert({
      id: `lead-${String(i).padStart(3, '0')}`,
      createdAt: t0 + i,
      status: 'pending',
      bodyHash: String(i),
      fields,
      clientIp: '203.0.113.7',
    });
  }
}

/** Records what is sent and what is being sent; a send finishes when the test lets it (or at once). */
function watchedMailer(
  shared: { inFlight: Set<string>; overlaps: string[]; sent: LeadEmail[] },
  hold?: Promise<void>,
): Mailer {
  return {
    async send(email) {
      if (shared.inFlight.has(email.leadId)) shared.overlaps.push(email.leadId);
      shared.inFlight.add(email.leadId);
      await (hold ?? new Promise((resolve) => setImmediate(resolve)));
      shared.inFlight.delete(email.leadId);
      shared.sent.push(email);
    },
    close: () => undefined,
  };
}

const outboxOn = (store: LeadStore, mailer: Mailer, claimant: string, clock: { now: number }) =>
  createOutbox({
    store,
    mailer,
    claimant,
    clock: () => clock.now,
    compose: (lead) => leadEmail(lead, addresses),
    leaseMs: 60_000,
    batchSize: 5,
    concurrency: 5,
    log: () => undefined,
  });

describe('outbox workers of several instances on one PostgreSQL database', () => {
  it('never deliver the same lead at once, and together deliver every lead once', async () => {
    const url = await postgres.databaseUrl();
    const stores = await Promise.all([1, 2, 3].map(() => postgres.store(url)));
    await storeLeads(stores[0]!, 60);
    const shared = { inFlight: new Set<string>(), overlaps: [] as string[], sent: [] as LeadEmail[] };
    const clock = { now: t0 + 1_000 };
    const rounds = await Promise.all(
      stores.map((store, i) => outboxOn(store, watchedMailer(shared), `instance-${i}`, clock).deliverDue()),
    );

    expect(shared.overlaps).toEqual([]);
    expect(shared.sent.map((email) => email.leadId).sort()).toEqual(
      Array.from({ length: 60 }, (_, i) => `lead-${String(i).padStart(3, '0')}`),
    );
    expect(rounds.reduce((total, round) => total + round.sent, 0)).toBe(60);
    expect((await stores[0]!.list()).every((lead) => lead.status === 'sent' && lead.attempts === 1)).toBe(true);
  });

  it('takes over a lead whose worker stopped answering once its lease ends, and both e-mails carry one Message-ID', async () => {
    const url = await postgres.databaseUrl();
    const [a, b] = [await postgres.store(url), await postgres.store(url)];
    await storeLeads(a, 1);
    const shared = { inFlight: new Set<string>(), overlaps: [] as string[], sent: [] as LeadEmail[] };
    let release = () => {};
    const stuck = new Promise<void>((resolve) => (release = resolve));
    const clock = { now: t0 + 1_000 };
    const first = outboxOn(a, watchedMailer(shared, stuck), 'instance-a', clock).deliverDue();
    await vi.waitFor(() => expect(shared.inFlight.has('lead-000')).toBe(true));

    const second = outboxOn(
      b,
      watchedMailer({ inFlight: new Set(), overlaps: [], sent: shared.sent }),
      'instance-b',
      clock,
    );
    clock.now += 59_999;
    expect(await second.deliverDue()).toEqual({ sent: 0, retrying: 0, parked: 0 });
    clock.now += 1;
    expect(await second.deliverDue()).toEqual({ sent: 1, retrying: 0, parked: 0 });

    release();
    await first;
    expect(shared.sent.map((email) => email.messageId)).toEqual([
      '<lead-lead-000@wraplabchicago.com>',
      '<lead-lead-000@wraplabchicago.com>',
    ]);
    expect((await a.list())[0]).toMatchObject({
      status: 'sent',
      attempts: 1,
      claimedBy: 'instance-b',
      sentAt: t0 + 61_000,
    });
  });
});

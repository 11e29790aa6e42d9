import { testQuoteService } from '../testing/test-service';
import { throwawayPostgres } from '../testing/throwaway-postgres';

const postgres = throwawayPostgres();

/** Two site instances whose quote services share one PostgreSQL database (each its own connections, mailer and clock). */
async function twoInstances(rateLimit = { limit: 5, windowMs: 60_000 }) {
  const url = await postgres.databaseUrl();
  return [
    await testQuoteService({ rateLimit }, { store: postgres.store(url) }),
    await testQuoteService({ rateLimit }, { store: postgres.store(url) }),
  ] as const;
}

describe('two site instances on one PostgreSQL database', () => {
  it('refuse on instance B a form token already used on instance A: the second lead is kept as spam and nothing more is sent', async () => {
    const [a, b] = await twoInstances();
    const lead = await a.humanLead();
    b.clock.now = a.clock.now + 1_000;
    expect((await a.post(lead)).status).toBe(202);
    const replay = await b.post({ ...lead, name: 'Replayed Elsewhere' });
    expect(replay.status).toBe(202);

    expect(
      (await b.service.store.list()).map((stored) => [stored.fields.name, stored.status === 'spam', stored.spamReason]),
    ).toEqual([
      ['Dana Ortiz', false, undefined],
      ['Replayed Elsewhere', true, 'reused-token'],
    ]);
    await Promise.all([a.service.outbox.deliverDue(), b.service.outbox.deliverDue()]);
    expect([...a.sent, ...b.sent].map((email) => email.replyTo.name)).toEqual(['Dana Ortiz']);
  });

  it('limit a client on instance B once it used its allowance on instance A', async () => {
    const [a, b] = await twoInstances({ limit: 2, windowMs: 60_000 });
    const first = await a.humanLead();
    const second = await a.humanLead();
    const third = await a.humanLead();
    b.clock.now = a.clock.now;
    expect((await a.post(first)).status).toBe(202);
    expect((await a.post(second)).status).toBe(202);
    const limited = await b.post(third);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect((await b.post(third, { clientIp: '198.51.100.4' })).status).toBe(202);
  });

  it('share the form-token secret: a token from instance A is good on instance B', async () => {
    const [a, b] = await twoInstances();
    const lead = await a.humanLead();
    b.clock.now = a.clock.now;
    expect((await b.post(lead)).status).toBe(202);
    await b.service.outbox.deliverDue();
    expect(b.sent.map((email) => email.replyTo.name)).toEqual(['Dana Ortiz']);
  });
});

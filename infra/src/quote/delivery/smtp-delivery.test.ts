import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { createQuoteService, type QuoteServiceConfig } from '../service/quote-service';
import { closedPort } from '../testing/closed-port';
import { startSmtpPeer } from '../testing/smtp-peer';
import { throwawayPostgres } from '../testing/throwaway-postgres';

const postgres = throwawayPostgres();
const start = Date.UTC(2026, 10, 23, 15, 0, 0);
let dataDir: string;
/** The PostgreSQL database of the test, when its leads are there; a restarted service opens the same one. */
let databaseUrl: string | undefined;
const cleanups: (() => Promise<void> | void)[] = [];

beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'quote-smtp-'));
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

async function service(smtpUrl: string, clock: { now: number }) {
  const config: QuoteServiceConfig = {
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    smtpUrl,
    quoteTo: 'owner@wraplabchicago.com',
    quoteFrom: { name: 'Wrap Lab Chicago website', address: 'website@wraplabchicago.com' },
    minFillMs: 3_000,
    tokenMaxAgeMs: 2 * 60 * 60_000,
    rateLimit: { limit: 100, windowMs: 60_000 },
    backoff: { baseMs: 1_000, maxMs: 60_000 },
  };
  const quote = await createQuoteService(config, { clock: () => clock.now, deliverOnStore: false });
  cleanups.push(() => quote.close());
  return quote;
}

async function submit(
  quote: Awaited<ReturnType<typeof service>>,
  clock: { now: number },
  fields: Record<string, string> = {},
) {
  const tokenResponse = await quote.api.formToken!(new Request('http://site.test/api/formToken'), {
    clientIp: '127.0.0.1',
  });
  const { formToken } = (await tokenResponse.json()) as { formToken: string };
  clock.now += 20_000;
  const response = await quote.api.sendEmail!(
    new Request('http://site.test/api/sendEmail', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Marcus Bell',
        email: 'marcus@bellroofing.com',
        phone: '312-555-0199',
        vehicleType: 'Box truck',
        message: 'Two box trucks, full wrap, need them before spring.',
        formToken,
        ...fields,
      }),
    }),
    { clientIp: '127.0.0.1' },
  );
  expect(response.status).toBe(202);
  return ((await response.json()) as { id: string }).id;
}

describe.each([
  ['SQLite', async () => undefined],
  ['PostgreSQL', () => postgres.databaseUrl()],
])('delivering leads to a real SMTP server, leads in %s', (_kind, database: () => Promise<string | undefined>) => {
  beforeEach(async () => {
    databaseUrl = await database();
  });

  it('sends the owner every field, from the site, with Reply-To the visitor', async () => {
    const peer = await startSmtpPeer();
    cleanups.push(peer.close);
    const clock = { now: start };
    const quote = await service(peer.url, clock);
    const id = await submit(quote, clock);
    await quote.outbox.deliverDue();

    expect(peer.received).toHaveLength(1);
    const mail = peer.received[0]!;
    expect(mail.to).toMatchObject({ value: [{ address: 'owner@wraplabchicago.com' }] });
    expect(mail.from).toMatchObject({
      value: [{ address: 'website@wraplabchicago.com', name: 'Wrap Lab Chicago website' }],
    });
    expect(mail.replyTo).toMatchObject({ value: [{ address: 'marcus@bellroofing.com', name: 'Marcus Bell' }] });
    expect(mail.subject).toBe('Quote request: Box truck from Marcus Bell');
    for (const text of [
      'Name: Marcus Bell',
      'Email: marcus@bellroofing.com',
      'Phone: 312-555-0199',
      'Vehicle type: Box truck',
      'Two box trucks, full wrap, need them before spring.',
      `Lead id: ${id}`,
    ]) {
      expect(mail.text).toContain(text);
    }
    expect(mail.headers.get('x-lead-id')).toBe(id);
    expect((await quote.store.list()).map((lead) => lead.status)).toEqual(['sent']);
  });

  it('delivers markup a visitor typed as literal text, never as HTML', async () => {
    const peer = await startSmtpPeer();
    cleanups.push(peer.close);
    const clock = { now: start };
    const quote = await service(peer.url, clock);
    await submit(quote, clock, {
      name: 'Eve <b>Bold</b>',
      message: '<script>alert("x")</script> & <img src=x onerror=alert(1)>',
    });
    await quote.outbox.deliverDue();

    const mail = peer.received[0]!;
    expect(mail.text).toContain('<script>alert("x")</script> & <img src=x onerror=alert(1)>');
    expect(mail.html).not.toMatch(/<script|<img|<b>/);
    expect(mail.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;',
    );
    expect(mail.html).toContain('Eve &lt;b&gt;Bold&lt;/b&gt;');
  });

  it("keeps Reply-To one address, the visitor's, whatever the name holds", async () => {
    const peer = await startSmtpPeer();
    cleanups.push(peer.close);
    const clock = { now: start };
    const quote = await service(peer.url, clock);
    await submit(quote, clock, { name: 'Boss" <ceo@evil.test>, "Eve', email: 'marcus@bellroofing.com' });
    await quote.outbox.deliverDue();

    const mail = peer.received[0]!;
    expect(mail.replyTo?.value).toEqual([{ address: 'marcus@bellroofing.com', name: 'Boss" <ceo@evil.test>, "Eve' }]);
    expect(mail.subject).toBe('Quote request: Box truck from Boss" <ceo@evil.test>, "Eve');
  });

  it('retries with backoff while the server answers 451 and delivers the lead once when it recovers', async () => {
    const peer = await startSmtpPeer();
    cleanups.push(peer.close);
    peer.state.refuseWith = 451;
    const clock = { now: start };
    const quote = await service(peer.url, clock);
    const id = await submit(quote, clock);

    expect(await quote.outbox.deliverDue()).toEqual({ sent: 0, retrying: 1, parked: 0 });
    expect(await quote.outbox.deliverDue()).toEqual({ sent: 0, retrying: 0, parked: 0 });
    clock.now += 1_000;
    expect(await quote.outbox.deliverDue()).toEqual({ sent: 0, retrying: 1, parked: 0 });
    const [waiting] = await quote.store.list();
    expect(waiting).toMatchObject({ status: 'pending', attempts: 2, nextAttemptAt: clock.now + 2_000 });
    expect(waiting!.lastError).toMatch(/451/);

    peer.state.refuseWith = undefined;
    clock.now += 2_000;
    expect(await quote.outbox.deliverDue()).toEqual({ sent: 1, retrying: 0, parked: 0 });
    clock.now += 60_000;
    await quote.outbox.deliverDue();
    expect(peer.state.refusals).toBe(2);
    expect(peer.received.map((mail) => mail.headers.get('x-lead-id'))).toEqual([id]);
    expect((await quote.store.list())[0]).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it('parks a lead the server refuses with 550, keeps it, and sends it once a person requeues it', async () => {
    const peer = await startSmtpPeer();
    cleanups.push(peer.close);
    peer.state.refuseWith = 550;
    const clock = { now: start };
    const quote = await service(peer.url, clock);
    const id = await submit(quote, clock);

    expect(await quote.outbox.deliverDue()).toEqual({ sent: 0, retrying: 0, parked: 1 });
    clock.now += 3_600_000;
    expect(await quote.outbox.deliverDue()).toEqual({ sent: 0, retrying: 0, parked: 0 });
    const [parked] = await quote.store.list();
    expect(parked).toMatchObject({ id, status: 'failed', attempts: 1 });
    expect(parked!.fields.name).toBe('Marcus Bell');
    expect(parked!.lastError).toMatch(/550/);

    peer.state.refuseWith = undefined;
    expect(await quote.store.requeue(id, clock.now)).toBe(true);
    await quote.outbox.deliverDue();
    expect(peer.received.map((mail) => mail.headers.get('x-lead-id'))).toEqual([id]);
  });

  it('loses nothing when the mail server is down and the service restarts', async () => {
    const port = await closedPort();
    const clock = { now: start };
    const before = await service(`smtp://127.0.0.1:${port}`, clock);
    const ids = [await submit(before, clock), await submit(before, clock, { email: 'second@bellroofing.com' })];
    const round = await before.outbox.deliverDue();
    expect(round.sent).toBe(0);
    expect((await before.store.list()).map((lead) => lead.status)).toEqual(['pending', 'pending']);
    await before.close();
    cleanups.pop();

    const peer = await startSmtpPeer(port);
    cleanups.push(peer.close);
    clock.now += 10_000;
    const after = await service(peer.url, clock);
    await after.outbox.deliverDue();
    expect(peer.received.map((mail) => mail.headers.get('x-lead-id')).sort()).toEqual([...ids].sort());
    expect((await after.store.list()).map((lead) => lead.status)).toEqual(['sent', 'sent']);
  });
});

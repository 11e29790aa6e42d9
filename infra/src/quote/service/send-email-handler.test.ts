import { openSqliteLeadStore } from '../store/sqlite-lead-store';
import { testQuoteService } from '../testing/test-service';
import { throwawayPostgres } from '../testing/throwaway-postgres';
import type { QuoteServiceConfig } from './quote-service';

const body = async (response: Response) => (await response.json()) as Record<string, unknown>;

const postgres = throwawayPostgres();

describe.each([
  ['SQLite', async () => openSqliteLeadStore(':memory:')],
  ['PostgreSQL', () => postgres.store()],
])('POST /api/sendEmail, leads in %s', (_kind, openStore) => {
  const quoteService = (config: Partial<QuoteServiceConfig> = {}) => testQuoteService(config, { store: openStore() });

  it("stores a person's lead before answering 202, with the fields trimmed, and hands it to the outbox", async () => {
    const { service, post, humanLead, sent } = await quoteService();
    const response = await post(await humanLead({ name: '  Dana Ortiz ' }));
    expect(response.status).toBe(202);
    const { id } = await body(response);
    const [lead] = await service.store.list();
    expect(lead).toMatchObject({ id, clientIp: '203.0.113.7' });
    expect(lead!.fields).toEqual({
      name: 'Dana Ortiz',
      email: 'dana@ortizplumbing.com',
      phone: '(773) 555-0101',
      vehicleType: 'Cargo or sprinter van',
      message: 'Two Transit vans need a full wrap with our logo.',
    });
    await service.outbox.deliverDue();
    expect(sent.map((email) => email.leadId)).toEqual([id]);
    expect((await service.store.list())[0]!.status).toBe('sent');
  });

  it('answers malformed requests with a JSON error and the right status', async () => {
    const { service, post, humanLead } = await quoteService();
    const valid = await humanLead();
    const cases: [Response, number, string | RegExp][] = [
      [
        await service.api.sendEmail!(new Request('http://site.test/api/sendEmail'), { clientIp: '1.1.1.1' }),
        405,
        'Use POST to send a quote request.',
      ],
      [
        await post(valid, { headers: { 'Content-Type': 'text/plain' } }),
        415,
        'Send the quote request as application/json.',
      ],
      [await post('{"name":', {}), 400, 'The request body is not valid JSON.'],
      [await post({ ...valid, email: 'dana@' }), 400, 'Please enter a valid email address.'],
      [await post({ ...valid, phone: '555-0101' }), 400, 'Please enter a valid phone number (at least 10 digits).'],
      [await post({ ...valid, bcc: 'x@y.z' }), 400, 'Unknown field: bcc.'],
      [await post({ ...valid, name: 'Dana\r\nBcc: x@y.z' }), 400, 'Name must fit on one line.'],
      [await post({ ...valid, vehicleType: 'Spaceship' }), 400, 'Please choose a vehicle type from the list.'],
      [await post({ ...valid, message: 'x'.repeat(20_000) }), 413, /too large/],
      [await post(valid, { headers: { 'Idempotency-Key': 'has space' } }), 400, /Idempotency-Key/],
    ];
    for (const [response, status, error] of cases) {
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect((await body(response)).error).toMatch(error);
    }
    expect(await service.store.list()).toEqual([]);
  });

  it('refuses a list, a display name or a quoted part as the e-mail, and hidden or reordering characters, storing nothing', async () => {
    const { service, post, humanLead } = await quoteService();
    const valid = await humanLead();
    const cases: [Record<string, string>, string][] = [
      [{ email: 'attacker@evil.test,victim' }, 'Please enter a valid email address.'],
      [{ email: 'Dana <dana@ortizplumbing.com>' }, 'Please enter a valid email address.'],
      [{ email: '"dana"@ortizplumbing.com' }, 'Please enter a valid email address.'],
      [{ email: 'dana@ortizplumbing.com;bcc@evil.test' }, 'Please enter a valid email address.'],
      [{ name: 'Dana\u2028Subject: paid' }, 'Name must fit on one line.'],
      [{ name: 'Dana\u0085Ortiz' }, 'Name must fit on one line.'],
      [{ name: 'Dana \u202etrO' }, 'Name contains a character we cannot accept.'],
      [{ phone: '(773) 555-0101\u001b[2J' }, 'Phone contains a character we cannot accept.'],
      [{ message: 'Two vans\u0007' }, 'Message contains a character we cannot accept.'],
    ];
    for (const [fields, error] of cases) {
      const response = await post({ ...valid, ...fields });
      expect(response.status, error).toBe(400);
      expect((await body(response)).error).toBe(error);
    }
    // JSON can carry half a surrogate pair as an escape; it would be stored as invalid UTF-8.
    const loneSurrogate = JSON.stringify(valid).replace('"message":"', '"message":"\\ud83d ');
    const response = await post(loneSurrogate);
    expect(response.status).toBe(400);
    expect(await body(response)).toMatchObject({ error: 'Message contains a character we cannot accept.' });
    expect(await service.store.list()).toEqual([]);
  });

  it('stops reading a streamed body past the limit, even without Content-Length', async () => {
    const { service } = await quoteService();
    const chunk = new TextEncoder().encode('x'.repeat(4096));
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull: (controller) => void (pulled++ < 1000 ? controller.enqueue(chunk) : controller.close()),
    });
    const request = new Request('http://site.test/api/sendEmail', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    const response = await service.api.sendEmail!(request, { clientIp: '1.1.1.1' });
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThan(10);
  });

  it('answers a bot like a person but keeps its request as spam and sends nothing', async () => {
    const { service, post, humanLead, formToken, sent } = await quoteService();
    const honeypot = await post(await humanLead({ website: 'http://spam.example' }));
    const noToken = await post({ ...(await humanLead()), formToken: undefined });
    const tooFast = await post({ ...(await humanLead()), formToken: await formToken() });
    for (const response of [honeypot, noToken, tooFast]) {
      expect(response.status).toBe(202);
      expect(Object.keys(await body(response))).toEqual(['ok', 'id']);
    }
    expect((await service.store.list()).map((lead) => [lead.status, lead.spamReason])).toEqual([
      ['spam', 'honeypot'],
      ['spam', 'no-token'],
      ['spam', 'too-fast'],
    ]);
    await service.outbox.deliverDue();
    expect(sent).toEqual([]);
  });

  it('takes each form token for one lead: a second use is answered alike, kept as spam and sends nothing', async () => {
    const { service, post, humanLead, sent } = await quoteService();
    const lead = await humanLead();
    const first = await post(lead);
    const replay = await post({ ...lead, name: 'Another Sender', message: 'Same token, another request.' });
    expect([first.status, replay.status]).toEqual([202, 202]);
    expect(Object.keys(await body(replay))).toEqual(['ok', 'id']);
    const stored = (await service.store.list()).map((lead) => [
      lead.fields.name,
      lead.status === 'spam',
      lead.spamReason,
    ]);
    expect(stored.sort()).toEqual([
      ['Another Sender', true, 'reused-token'],
      ['Dana Ortiz', false, undefined],
    ]);
    await service.outbox.deliverDue();
    expect(sent.map((email) => email.replyTo.name)).toEqual(['Dana Ortiz']);
  });

  it('brings in one lead when two requests race with the same token', async () => {
    const { service, post, humanLead } = await quoteService();
    const lead = await humanLead();
    const answers = await Promise.all([post(lead), post({ ...lead, message: 'The same token, at the same moment.' })]);
    expect(answers.map((answer) => answer.status)).toEqual([202, 202]);
    expect((await service.store.list()).map((stored) => stored.spamReason ?? 'lead').sort()).toEqual([
      'lead',
      'reused-token',
    ]);
  });

  it('keeps a token older than the maximum age as spam, and takes one just within it', async () => {
    const { service, post, formToken, humanLead, clock } = await quoteService({ tokenMaxAgeMs: 2 * 60 * 60_000 });
    const stale = await formToken();
    clock.now += 2 * 60 * 60_000 + 1;
    await post(await humanLead({ formToken: stale }));
    const fresh = await formToken();
    clock.now += 2 * 60 * 60_000 - 10_000;
    await post(await humanLead({ formToken: fresh, name: 'Kept Open' }));
    expect(
      (await service.store.list()).map((stored) => [stored.fields.name, stored.status === 'spam', stored.spamReason]),
    ).toEqual([
      ['Dana Ortiz', true, 'expired-token'],
      ['Kept Open', false, undefined],
    ]);
  });

  it('treats a repeat with the same Idempotency-Key and body as the same lead, and refuses the key with another body', async () => {
    const { service, post, humanLead } = await quoteService();
    const lead = await humanLead();
    const headers = { 'Idempotency-Key': 'fill-4f1c2a' };
    const first = await body(await post(lead, { headers }));
    const again = await post(lead, { headers });
    expect(again.status).toBe(202);
    expect((await body(again)).id).toBe(first.id);
    const changed = await post({ ...lead, message: 'Something else' }, { headers });
    expect(changed.status).toBe(422);
    expect((await body(changed)).error).toBe('This Idempotency-Key was already used for a different request.');
    expect(await service.store.list()).toHaveLength(1);
  });

  it('limits each client IP, with Retry-After, after checking the input', async () => {
    const { post, humanLead, clock } = await quoteService({ rateLimit: { limit: 2, windowMs: 60_000 } });
    const lead = await humanLead();
    expect((await post(lead)).status).toBe(202);
    expect((await post(lead)).status).toBe(202);
    const limited = await post(lead);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect((await post({ ...lead, email: 'nope' })).status).toBe(400);
    expect((await post(lead, { clientIp: '198.51.100.4' })).status).toBe(202);
    clock.now += 61_000;
    expect((await post(lead)).status).toBe(202);
  });
});

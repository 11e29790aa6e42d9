import fc from 'fast-check';

import { quoteRequestSchema, vehicleTypes } from 'shared-contracts/quote/quote-request';

import { testQuoteService } from '../testing/test-service';

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\r\n',
    '\n',
    '\r',
    '\0',
    '\u2028',
    '\u2029',
    '\u0085',
    '\u202e',
    '\u2066',
    '\u001b',
    '\ud800',
    '\udfff',
    'Bcc: x@evil.test',
    '<script>alert(1)</script>',
    '%0d%0a',
    ',victim',
    ' <x@evil.test>',
  ),
  fc.string({ minLength: 4_000, maxLength: 20_000 }),
);
const lines = fc.array(nasty, { maxLength: 4 }).map((parts) => parts.join(''));
const jsonValue = fc.oneof(
  lines,
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(lines, { maxLength: 3 }),
  fc.dictionary(lines, lines, { maxKeys: 3 }),
);

const almostValid = fc.record(
  {
    name: fc.oneof(lines, fc.constant('Dana Ortiz')),
    email: fc.oneof(lines, fc.constant('dana@ortizplumbing.com'), fc.emailAddress()),
    phone: fc.oneof(lines, fc.constant('(773) 555-0101')),
    vehicleType: fc.oneof(lines, fc.constantFrom('', ...vehicleTypes)),
    message: fc.oneof(lines, fc.constant('Wrap quote please')),
    website: fc.oneof(fc.constant(''), lines),
  },
  { requiredKeys: [] },
);
const payload = fc.oneof(
  almostValid,
  fc
    .tuple(almostValid, fc.dictionary(fc.string({ maxLength: 12 }), jsonValue, { maxKeys: 3 }))
    .map(([a, b]) => ({ ...b, ...a })),
  jsonValue,
);

describe('the quote handler under random input', () => {
  it('never answers 5xx and never stores a lead that breaks the schema', async () => {
    const { service, post, humanLead } = await testQuoteService({ rateLimit: { limit: 1_000_000, windowMs: 60_000 } });
    const { formToken } = await humanLead();
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(payload, fc.boolean(), async (body, withToken) => {
        const sent =
          withToken && typeof body === 'object' && body !== null && !Array.isArray(body)
            ? { ...body, formToken }
            : body;
        const response = await post(sent);
        expect(response.status).toBeLessThan(500);
        expect([202, 400, 413]).toContain(response.status);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const answer = (await response.json()) as { ok?: boolean; error?: string };
        if (response.status === 202) {
          expect(quoteRequestSchema.safeParse(sent).success).toBe(true);
        } else {
          expect(typeof answer.error).toBe('string');
        }
      }),
      { numRuns: 2_500 },
    );
    // The generators reach every outcome, so the property says something about each.
    expect([...statuses.keys()].sort()).toEqual([202, 400, 413]);
    expect((await service.store.list()).length).toBe(statuses.get(202));
    for (const lead of await service.store.list()) {
      expect(quoteRequestSchema.safeParse(lead.fields).success).toBe(true);
      for (const field of Object.values(lead.fields)) expect(field, 'no lone surrogate').not.toMatch(/\p{Cs}/u);
      for (const field of [lead.fields.name, lead.fields.email, lead.fields.phone])
        expect(field).not.toMatch(/[\p{Cc}\p{Bidi_Control}\u2028\u2029]/u);
    }
    const count = (status: number) => (statuses.get(status) ?? 0).toLocaleString('en-US');
    console.info(
      `[fuzz] 2,500 random bodies: 202 x ${count(202)} (all stored), 400 x ${count(400)}, 413 x ${count(413)}, 5xx 0`,
    );
  }, 120_000);

  it('answers raw bytes, odd content types and broken JSON with a 4xx', async () => {
    const { service } = await testQuoteService();
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 40_000 }),
        fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', ''),
        async (bytes, type) => {
          const request = new Request('http://site.test/api/sendEmail', {
            method: 'POST',
            headers: type ? { 'Content-Type': type } : {},
            body: bytes,
          });
          const response = await service.api.sendEmail!(request, { clientIp: '192.0.2.1' });
          expect(response.status).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
        },
      ),
      { numRuns: 1_000 },
    );
    expect(await service.store.list()).toEqual([]);
    console.info('[fuzz] 1,000 raw byte bodies: all 4xx, 5xx 0, nothing stored');
  }, 120_000);
});

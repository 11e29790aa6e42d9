import type { LeadEmail } from '../delivery/lead-email';
import type { Mailer } from '../delivery/mailer';
import { createQuoteService, type QuoteServiceConfig } from '../service/quote-service';
import type { LeadStore } from '../store/lead';
import { openSqliteLeadStore } from '../store/sqlite-lead-store';

/** Test wiring: an in-memory SQLite store unless the test brings one, a mailer that records, a clock the test moves. */
export async function testQuoteService(
  config: Partial<QuoteServiceConfig> = {},
  { mailer, store }: { mailer?: Mailer; store?: LeadStore | Promise<LeadStore> } = {},
) {
  const clock = { now: Date.UTC(2026, 10, 23, 15, 0, 0) };
  const sent: LeadEmail[] = [];
  const service = await createQuoteService(
    {
      dataDir: ':memory:',
      quoteTo: 'owner@wraplabchicago.com',
      quoteFrom: { name: 'Wrap Lab Chicago website', address: 'website@wraplabchicago.com' },
      minFillMs: 3_000,
      tokenMaxAgeMs: 2 * 60 * 60_000,
      rateLimit: { limit: 5, windowMs: 60_000 },
      ...config,
    },
    {
      clock: () => clock.now,
      store: (await store) ?? openSqliteLeadStore(':memory:'),
      mailer: mailer ?? { send: async (email) => void sent.push(email), close: () => undefined },
    },
  );

  async function formToken(): Promise<string> {
    const response = await service.api.formToken!(new Request('http://site.test/api/formToken'), {
      clientIp: '127.0.0.1',
    });
    return ((await response.json()) as { formToken: string }).formToken;
  }

  function post(
    body: unknown,
    { headers = {}, clientIp = '203.0.113.7' }: { headers?: Record<string, string>; clientIp?: string } = {},
  ) {
    const request = new Request('http://site.test/api/sendEmail', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return service.api.sendEmail!(request, { clientIp });
  }

  /** A request a person would send: the form was opened 10 s before. */
  async function humanLead(fields: Record<string, string> = {}) {
    const token = await formToken();
    clock.now += 10_000;
    return {
      name: 'Dana Ortiz',
      email: 'dana@ortizplumbing.com',
      phone: '(773) 555-0101',
      vehicleType: 'Cargo or sprinter van',
      message: 'Two Transit vans need a full wrap with our logo.',
      website: '',
      formToken: token,
      ...fields,
    };
  }

  return { service, clock, sent, formToken, post, humanLead };
}

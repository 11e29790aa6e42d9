import { quoteApi, quoteToasts, type FormTokenResponse, type QuoteRequest } from 'shared-contracts/quote/quote-request';

/** What the form sends besides the token: the visitor's fields and the honeypot. */
export type QuoteSent = Omit<QuoteRequest, 'formToken'>;

/** A form token and when it arrived, so the form can wait out the service's minimum fill time. */
export interface HeldToken extends FormTokenResponse {
  receivedAt: number;
}

export async function fetchFormToken(now = Date.now): Promise<HeldToken> {
  const response = await fetch(quoteApi.formToken, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Form token: HTTP ${response.status}`);
  return { ...((await response.json()) as FormTokenResponse), receivedAt: now() };
}

/** Held longer than the service takes it (less a minute for the request on its way): fetch a fresh one before sending. */
export const isStale = (token: HeldToken, now = Date.now()) => now - token.receivedAt > token.maxAgeMs - 60_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends the quote request. A non-OK answer throws with the service's `error` text (or the spec's
 * fallback), which the form logs; the visitor sees the spec's toast either way.
 */
export async function sendQuote(
  request: QuoteSent,
  { token, idempotencyKey }: { token: HeldToken | undefined; idempotencyKey: string },
) {
  if (token) await wait(Math.max(0, token.minFillMs - (Date.now() - token.receivedAt)));
  const body: QuoteRequest = { ...request, ...(token ? { formToken: token.formToken } : {}) };
  const response = await fetch(quoteApi.send, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { error?: unknown };
    throw new Error(typeof answer.error === 'string' ? answer.error : quoteToasts.fallbackError);
  }
}

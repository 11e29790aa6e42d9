import {
  MAX_QUOTE_BODY_BYTES,
  quoteFieldErrors,
  quoteRequestSchema,
  type QuoteFields,
  type QuoteRequest,
} from 'shared-contracts/quote/quote-request';

import { readBoundedBody } from '../../http/read-body';
import type { WebHandler } from '../../http/web-adapter';
import type { LeadStore, QuoteRateLimiter, SpamReason } from '../store/lead';
import { requestNotSentPage, requestProblemsPage, requestSentPage, requestTooSoonPage } from './form-post-answer';
import type { FormTokens } from './form-token';

export interface SendEmailDependencies {
  store: LeadStore;
  tokens: FormTokens;
  rateLimiter: QuoteRateLimiter;
  clock: () => number;
  /** A person needs at least this long between opening the form and sending it. */
  minFillMs: number;
  /** A form token older than this is no longer good for a lead. */
  tokenMaxAgeMs: number;
  newId?: () => string;
  /** Told about each stored lead, so delivery can start at once. */
  onStored?: () => void;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

const refuse = (status: number, error: string, headers?: Record<string, string>) => json(status, { error }, headers);

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,128}$/;

/** The quote form sent by the browser itself, without scripts. */
const FORM_ENCODED = /^application\/x-www-form-urlencoded\s*(;|$)/i;

async function hashFields(fields: QuoteFields) {
  const canonical = JSON.stringify([fields.name, fields.email, fields.phone, fields.vehicleType, fields.message]);
  return Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical))).toString('hex');
}

const visitorFields = (request: QuoteRequest): QuoteFields => ({
  name: request.name.trim(),
  email: request.email.trim(),
  phone: (request.phone ?? '').trim(),
  vehicleType: request.vehicleType ?? '',
  message: request.message.trim(),
});

/**
 * `POST /api/sendEmail`. The order matters: malformed input always gets its 4xx first; a repeat of
 * an earlier submit gets that submit's answer; then the rate limit; then a request that looks like a
 * bot (honeypot, a missing, forged, too young, too old or already used form token) gets the same
 * neutral answer as a person and is kept as spam; a person's lead is stored before the 202, and
 * delivered by the outbox. The form sent without scripts (form-encoded) goes the same way and is
 * answered with a page: sent, or each problem with the visitor's text ready to send again; sent
 * too soon after the form opened, it is given back to check and send again with a fresh token.
 */
export function createSendEmailHandler(deps: SendEmailDependencies): WebHandler {
  const newId = deps.newId ?? (() => crypto.randomUUID());

  /** Why a request looks like a bot, or undefined; a genuine token's single use is then decided by the store. */
  async function spamReason(request: QuoteRequest, now: number): Promise<SpamReason | undefined> {
    if (request.website) return 'honeypot';
    const issuedAt = await deps.tokens.issuedAt(request.formToken);
    if (issuedAt === undefined) return 'no-token';
    if (now - issuedAt < deps.minFillMs) return 'too-fast';
    if (now - issuedAt > deps.tokenMaxAgeMs) return 'expired-token';
    return undefined;
  }

  return async (request, { clientIp }) => {
    if (request.method !== 'POST') return refuse(405, 'Use POST to send a quote request.', { Allow: 'POST' });
    const contentType = request.headers.get('content-type') ?? '';
    const fromForm = FORM_ENCODED.test(contentType);
    if (!fromForm && !/^application\/json\s*(;|$)/i.test(contentType))
      return refuse(415, 'Send the quote request as application/json.');
    const answer = fromForm
      ? {
          refuse: (status: number, error: string, headers?: Record<string, string>) =>
            requestNotSentPage(status, error, headers),
          invalid: async (errors: Partial<Record<string, string>>, sent: Record<string, unknown>) =>
            requestProblemsPage(errors, sent, await deps.tokens.issue(deps.clock())),
          accepted: () => requestSentPage(),
        }
      : {
          refuse,
          invalid: async (errors: Partial<Record<string, string>>) =>
            json(400, { error: Object.values(errors)[0] ?? 'The quote request is not valid.', fields: errors }),
          accepted: (id: string) => json(202, { ok: true, id }),
        };

    const idempotencyKey = request.headers.get('idempotency-key') ?? undefined;
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      return refuse(400, 'The Idempotency-Key header must be 1 to 128 visible characters.');
    }

    const body = await readBoundedBody(request, MAX_QUOTE_BODY_BYTES);
    if (!body.ok) return answer.refuse(body.status, body.error);
    let payload: unknown;
    try {
      payload = fromForm ? Object.fromEntries(new URLSearchParams(body.text)) : JSON.parse(body.text);
    } catch {
      return refuse(400, 'The request body is not valid JSON.');
    }
    const parsed = quoteRequestSchema.safeParse(payload);
    if (!parsed.success) return answer.invalid(quoteFieldErrors(payload), (payload ?? {}) as Record<string, unknown>);

    const fields = visitorFields(parsed.data);
    const bodyHash = await hashFields(fields);
    if (idempotencyKey) {
      const earlier = await deps.store.findByIdempotencyKey(idempotencyKey);
      if (earlier && earlier.bodyHash !== bodyHash)
        return refuse(422, 'This Idempotency-Key was already used for a different request.');
      if (earlier) return answer.accepted(earlier.id);
    }

    const now = deps.clock();
    const decision = await deps.rateLimiter.take(clientIp, now);
    if (!decision.allowed) {
      return answer.refuse(429, 'Too many requests from your network. Please wait a little and try again.', {
        'Retry-After': String(decision.retryAfterSeconds),
      });
    }

    const reason = await spamReason(parsed.data, now);
    // A form sent without scripts too soon may be a person's autofill, and one sent after its token
    // expired a page left open for hours (no script fetched it a fresh one): it comes back to them, never a silent drop.
    if (fromForm && (reason === 'too-fast' || reason === 'expired-token'))
      return requestTooSoonPage(
        payload as Record<string, unknown>,
        await deps.tokens.issue(now),
        reason === 'too-fast' ? 'too-soon' : 'too-late',
      );
    const lead = await deps.store.insert({
      id: newId(),
      createdAt: now,
      status: reason ? 'spam' : 'pending',
      ...(reason ? { spamReason: reason } : {}),
      ...(idempotencyKey ? { idempotencyKey } : {}),
      ...(parsed.data.formToken ? { formToken: parsed.data.formToken } : {}),
      bodyHash,
      fields,
      clientIp,
    });
    if (lead.status === 'pending') deps.onStored?.();
    return answer.accepted(lead.id);
  };
}

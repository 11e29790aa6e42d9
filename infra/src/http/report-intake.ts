import { createRateLimiter, type RateLimit } from './rate-limiter';
import { readBoundedBody } from './read-body';

/** An answer of a report endpoint: a status, and for a refusal its reason as JSON. */
export const reportAnswer = (status: number, error?: string, headers: Record<string, string> = {}) =>
  error ? Response.json({ error }, { status, headers }) : new Response(null, { status, headers });

export interface ReportIntakeOptions {
  /** What a report is called in the refusals ("report", "field report"). */
  noun: string;
  /** The content types taken, and what a refusal of another says. */
  types: RegExp;
  typeRefusal: string;
  maxBytes: number;
  /** Reports accepted per client (IPv6 by /64) within the window. */
  rateLimit: RateLimit;
  clock: () => number;
}

/**
 * What every endpoint for browsers' reports checks before reading one: POST (405), a type it takes
 * (415), the client's rate (429 with Retry-After), a body within bounds (413) that parses as JSON
 * (400). Answers the parsed body, or the refusal to send.
 */
export function reportIntake({ noun, types, typeRefusal, maxBytes, rateLimit, clock }: ReportIntakeOptions) {
  const limiter = createRateLimiter(rateLimit);
  return async (request: Request, clientIp: string): Promise<{ json: unknown } | { refused: Response }> => {
    if (request.method !== 'POST') return { refused: reportAnswer(405, `Send ${noun}s with POST.`, { Allow: 'POST' }) };
    if (!types.test(request.headers.get('content-type') ?? '')) return { refused: reportAnswer(415, typeRefusal) };
    const decision = limiter.take(clientIp, clock());
    if (!decision.allowed)
      return {
        refused: reportAnswer(429, `Too many ${noun}s.`, { 'Retry-After': String(decision.retryAfterSeconds) }),
      };
    const body = await readBoundedBody(request, maxBytes);
    if (!body.ok) return { refused: reportAnswer(body.status, body.error) };
    try {
      return { json: JSON.parse(body.text) as unknown };
    } catch {
      return { refused: reportAnswer(400, `The ${noun} is not valid JSON.`) };
    }
  };
}

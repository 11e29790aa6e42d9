/**
 * Which provider checkout uses, read at run time from `payment-config.json` beside the shop's files,
 * so one build runs against the test provider, the Square sandbox or production by swapping a file
 * (the build writes it from SQUARE_* variables).
 */
export type PaymentConfig =
  { provider: 'test' } | { provider: 'square'; scriptUrl: string; applicationId: string; locationId: string };

export const SQUARE_SANDBOX_SCRIPT_URL = 'https://sandbox.web.squarecdn.com/v1/square.js';

const nonBlank = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Anything that is not a complete Square configuration means "no provider configured": the test provider. */
export function parsePaymentConfig(raw: unknown): PaymentConfig {
  const value = raw as Record<string, unknown> | null;
  if (value?.provider === 'square' && nonBlank(value.applicationId) && nonBlank(value.locationId)) {
    return {
      provider: 'square',
      scriptUrl: nonBlank(value.scriptUrl) ? value.scriptUrl : SQUARE_SANDBOX_SCRIPT_URL,
      applicationId: value.applicationId,
      locationId: value.locationId,
    };
  }
  return { provider: 'test' };
}

/**
 * A missing file (404) is an unconfigured site; a network failure or a server error is a payment
 * system that is down, and must not silently fall back to test mode.
 */
export async function loadPaymentConfig(url: string, fetchImpl: typeof fetch = fetch): Promise<PaymentConfig> {
  const response = await fetchImpl(url, { cache: 'no-cache' });
  if (response.status === 404) return { provider: 'test' };
  if (!response.ok) throw new Error(`payment configuration answered ${response.status}`);
  return parsePaymentConfig(await response.json());
}

declare const __webpack_public_path__: string | undefined;

/** Where the shop's own files are served from (its remote origin), or the page's origin in tests. */
export function paymentConfigUrl(): string {
  const base =
    typeof __webpack_public_path__ === 'string' && __webpack_public_path__ !== '' ? __webpack_public_path__ : '/';
  return new URL('payment-config.json', new URL(base, window.location.href)).href;
}

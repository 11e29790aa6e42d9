/**
 * The payment port. Checkout talks only to this; each provider (the Square Web Payments SDK, the
 * embedded test provider) is an adapter behind it.
 */
export type TokenizeResult = { ok: true; token: string } | { ok: false; reason: string };

export interface CardField {
  /** Turn what the visitor typed into a one-time payment token. Never rejects: a failure is a result. */
  tokenize(): Promise<TokenizeResult>;
  destroy(): Promise<void>;
}

export interface PaymentProvider {
  id: 'square' | 'test';
  /** True when no card is charged; the page says so. */
  testMode: boolean;
  /** Load what the provider needs and attach its card field inside `container`. Rejects when it cannot start. */
  attachCard(container: HTMLElement): Promise<CardField>;
}

/** The provider could not start (script blocked, configuration missing, SDK error). */
export class PaymentUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentUnavailableError';
  }
}

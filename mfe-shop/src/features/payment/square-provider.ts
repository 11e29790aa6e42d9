import { loadScript } from './load-script';
import { PaymentUnavailableError, type CardField, type PaymentProvider, type TokenizeResult } from './payment-provider';

/** The part of the Square Web Payments SDK (`window.Square`) this adapter uses. */
export interface SquareTokenResult {
  status: string;
  token?: string;
  errors?: { message?: string }[];
}
export interface SquareCard {
  attach(target: HTMLElement | string): Promise<void>;
  tokenize(): Promise<SquareTokenResult>;
  destroy(): Promise<boolean | void>;
}
export interface SquarePayments {
  card(): Promise<SquareCard>;
}
export interface SquareSdk {
  payments(applicationId: string, locationId: string): SquarePayments | Promise<SquarePayments>;
}

export interface SquareOptions {
  scriptUrl: string;
  applicationId: string;
  locationId: string;
  /** Injected in tests; in the browser the SDK script defines `window.Square`. */
  load?: (src: string) => Promise<void>;
  sdk?: () => SquareSdk | undefined;
}

const windowSdk = () => (window as unknown as { Square?: SquareSdk }).Square;

export function squareProvider(options: SquareOptions): PaymentProvider {
  const load = options.load ?? ((src: string) => loadScript(src));
  const sdk = options.sdk ?? windowSdk;
  return {
    id: 'square',
    // Square's sandbox application ids start with "sandbox-"; production ones do not.
    testMode: options.applicationId.startsWith('sandbox-'),
    async attachCard(container) {
      let card: SquareCard;
      try {
        await load(options.scriptUrl);
        const square = sdk();
        if (!square) throw new Error('the Square script loaded but did not define window.Square');
        const payments = await square.payments(options.applicationId, options.locationId);
        card = await payments.card();
        await card.attach(container);
      } catch (error) {
        throw new PaymentUnavailableError('Square could not start', { cause: error });
      }
      return squareCardField(card);
    },
  };
}

function squareCardField(card: SquareCard): CardField {
  return {
    async tokenize(): Promise<TokenizeResult> {
      try {
        const result = await card.tokenize();
        if (result.status === 'OK' && result.token) return { ok: true, token: result.token };
        const reason =
          result.errors
            ?.map((e) => e.message)
            .filter(Boolean)
            .join(' ') || `Square answered ${result.status}`;
        return { ok: false, reason };
      } catch (error) {
        return { ok: false, reason: error instanceof Error ? error.message : 'Square could not read the card' };
      }
    },
    async destroy() {
      try {
        await card.destroy();
      } catch {
        // The field is going away with the page either way.
      }
    },
  };
}

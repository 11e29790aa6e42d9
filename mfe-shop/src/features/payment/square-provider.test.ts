// @vitest-environment happy-dom
import { PaymentUnavailableError } from './payment-provider';
import { squareProvider, type SquareCard, type SquareSdk, type SquareTokenResult } from './square-provider';

function fakeSquare(tokenize: () => Promise<SquareTokenResult>) {
  const calls: string[] = [];
  const card: SquareCard = {
    attach: async (target) => void calls.push(`attach ${(target as HTMLElement).id}`),
    tokenize,
    destroy: async () => void calls.push('destroy'),
  };
  const sdk: SquareSdk = {
    payments: (applicationId, locationId) => {
      calls.push(`payments ${applicationId} ${locationId}`);
      return { card: async () => card };
    },
  };
  return { sdk, calls };
}

const options = {
  scriptUrl: 'https://sandbox.web.squarecdn.com/v1/square.js',
  applicationId: 'sandbox-sq0idb-app',
  locationId: 'L1',
};
const container = () => Object.assign(document.createElement('div'), { id: 'card' });

describe('Square adapter', () => {
  it('loads the script, starts payments with the configured ids and attaches the card field', async () => {
    const loaded: string[] = [];
    const { sdk, calls } = fakeSquare(async () => ({ status: 'OK', token: 'cnon:card-nonce-ok' }));
    const provider = squareProvider({ ...options, load: async (src) => void loaded.push(src), sdk: () => sdk });
    expect(provider.testMode).toBe(true);
    const field = await provider.attachCard(container());
    expect(loaded).toEqual(['https://sandbox.web.squarecdn.com/v1/square.js']);
    expect(calls).toEqual(['payments sandbox-sq0idb-app L1', 'attach card']);
    expect(await field.tokenize()).toEqual({ ok: true, token: 'cnon:card-nonce-ok' });
    await field.destroy();
    expect(calls).toContain('destroy');
  });

  it('is not in test mode with a production application id', () => {
    const provider = squareProvider({
      ...options,
      scriptUrl: 'https://web.squarecdn.com/v1/square.js',
      applicationId: 'sq0idp-live',
      load: async () => {},
      sdk: () => undefined,
    });
    expect(provider.testMode).toBe(false);
  });

  it('cannot start when the script fails to load or defines nothing', async () => {
    const blocked = squareProvider({
      ...options,
      load: async () => Promise.reject(new Error('blocked')),
      sdk: () => undefined,
    });
    await expect(blocked.attachCard(container())).rejects.toBeInstanceOf(PaymentUnavailableError);
    const empty = squareProvider({ ...options, load: async () => {}, sdk: () => undefined });
    await expect(empty.attachCard(container())).rejects.toBeInstanceOf(PaymentUnavailableError);
  });

  it('reports a card Square rejects, or a tokenize that throws, as a failed result', async () => {
    const rejected = fakeSquare(async () => ({
      status: 'Invalid',
      errors: [{ message: 'Card number is not valid.' }],
    }));
    const field = await squareProvider({ ...options, load: async () => {}, sdk: () => rejected.sdk }).attachCard(
      container(),
    );
    expect(await field.tokenize()).toEqual({ ok: false, reason: 'Card number is not valid.' });

    const throwing = fakeSquare(async () => Promise.reject(new Error('network down')));
    const other = await squareProvider({ ...options, load: async () => {}, sdk: () => throwing.sdk }).attachCard(
      container(),
    );
    expect(await other.tokenize()).toEqual({ ok: false, reason: 'network down' });
  });
});

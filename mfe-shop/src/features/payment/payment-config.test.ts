import { loadPaymentConfig, parsePaymentConfig, SQUARE_SANDBOX_SCRIPT_URL } from './payment-config';

const answer = (status: number, body: unknown = {}) =>
  (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('payment configuration', () => {
  it('selects Square only with an application and a location id', () => {
    expect(parsePaymentConfig({ provider: 'square', applicationId: 'app', locationId: 'loc' })).toEqual({
      provider: 'square',
      scriptUrl: SQUARE_SANDBOX_SCRIPT_URL,
      applicationId: 'app',
      locationId: 'loc',
    });
    expect(parsePaymentConfig({ provider: 'square', applicationId: ' ', locationId: 'loc' })).toEqual({
      provider: 'test',
    });
    expect(parsePaymentConfig(null)).toEqual({ provider: 'test' });
  });

  it('uses the test provider when no configuration is deployed', async () => {
    expect(await loadPaymentConfig('/payment-config.json', answer(404))).toEqual({ provider: 'test' });
  });

  it('treats a failing configuration server as a payment system that is down', async () => {
    await expect(loadPaymentConfig('/payment-config.json', answer(503))).rejects.toThrow('503');
  });

  it('reads a deployed Square configuration', async () => {
    const body = {
      provider: 'square',
      scriptUrl: 'https://web.squarecdn.com/v1/square.js',
      applicationId: 'sq0idp-live',
      locationId: 'LMAIN',
    };
    expect(await loadPaymentConfig('/payment-config.json', answer(200, body))).toEqual(body);
  });
});

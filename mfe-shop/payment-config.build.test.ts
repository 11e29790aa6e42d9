import { paymentConfigFromEnv, paymentOrigins } from './payment-config.build';

describe('payment-config.json written at build', () => {
  it('is the test provider unless both Square ids are set', () => {
    expect(paymentConfigFromEnv({})).toEqual({ provider: 'test' });
    expect(paymentConfigFromEnv({ SQUARE_APPLICATION_ID: 'sandbox-sq0idb-x' })).toEqual({ provider: 'test' });
  });

  it('selects Square with the sandbox script by default, or the script given', () => {
    expect(paymentConfigFromEnv({ SQUARE_APPLICATION_ID: 'sandbox-sq0idb-x', SQUARE_LOCATION_ID: 'L1' })).toEqual({
      provider: 'square',
      scriptUrl: 'https://sandbox.web.squarecdn.com/v1/square.js',
      applicationId: 'sandbox-sq0idb-x',
      locationId: 'L1',
    });
    expect(
      paymentConfigFromEnv({
        SQUARE_APPLICATION_ID: 'sq0idp-live',
        SQUARE_LOCATION_ID: 'L1',
        SQUARE_SDK_URL: 'https://web.squarecdn.com/v1/square.js',
      }).scriptUrl,
    ).toBe('https://web.squarecdn.com/v1/square.js');
  });
});

describe('the origins a shop release needs the site to allow', () => {
  it('are none for the embedded test provider', () => {
    expect(paymentOrigins({ provider: 'test' })).toEqual([]);
  });

  it('are the Square SDK and its hosts when the shop is built for Square', () => {
    const origins = paymentOrigins(
      paymentConfigFromEnv({ SQUARE_APPLICATION_ID: 'sandbox-sq0idb-x', SQUARE_LOCATION_ID: 'L1' }),
    );
    expect(origins).toContain('https://sandbox.web.squarecdn.com');
    expect(origins).toContain('https://*.squareupsandbox.com');
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { paymentOrigins } from './deploy';

const shopDist = (config?: unknown) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-dist-'));
  if (config) writeFileSync(path.join(dir, 'payment-config.json'), JSON.stringify(config));
  return dir;
};

describe('payment origins in the site policy', () => {
  it('adds nothing for the embedded test provider or a shop without a config', () => {
    expect(paymentOrigins(shopDist({ provider: 'test' }))).toEqual([]);
    expect(paymentOrigins(shopDist())).toEqual([]);
  });

  it('allows the Square SDK and its hosts when the shop is built for Square', () => {
    const origins = paymentOrigins(
      shopDist({
        provider: 'square',
        scriptUrl: 'https://sandbox.web.squarecdn.com/v1/square.js',
        applicationId: 'a',
        locationId: 'l',
      }),
    );
    expect(origins).toContain('https://sandbox.web.squarecdn.com');
    expect(origins).toContain('https://*.squareupsandbox.com');
  });
});

import { testQuoteService } from '../testing/test-service';
import { createFormTokens } from './form-token';
import { quoteConfigFromEnv } from './quote-service';

describe('form timing tokens', () => {
  it('reads back when a token was issued', async () => {
    const tokens = createFormTokens('secret');
    const token = await tokens.issue(1_790_000_000_000);
    expect(await tokens.issuedAt(token)).toBe(1_790_000_000_000);
  });

  it('are different for two forms opened in the same millisecond', async () => {
    const tokens = createFormTokens('secret');
    const [first, second] = await Promise.all([tokens.issue(1_790_000_000_000), tokens.issue(1_790_000_000_000)]);
    expect(first).not.toBe(second);
    expect(await tokens.issuedAt(second)).toBe(1_790_000_000_000);
  });

  it('refuses missing, malformed, altered and foreign tokens', async () => {
    const tokens = createFormTokens('secret');
    const token = await tokens.issue(1_790_000_000_000);
    const altered = token.replace('1790', '1780');
    const [time, nonce, signature] = token.split('.') as [string, string, string];
    const otherNonce = `${time}.${nonce.startsWith('A') ? 'B' : 'A'}${nonce.slice(1)}.${signature}`;
    const foreign = await createFormTokens('other secret').issue(1_790_000_000_000);
    for (const bad of [undefined, '', 'abc', altered, otherNonce, `${time}.${signature}`, foreign])
      expect(await tokens.issuedAt(bad)).toBeUndefined();
  });

  it('are handed out with the fill time and how long they are good for: two hours unless configured', async () => {
    const { service } = await testQuoteService();
    const response = await service.api.formToken!(new Request('http://site.test/api/formToken'), {
      clientIp: '127.0.0.1',
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      formToken: expect.stringMatching(/^\d{13}\./),
      minFillMs: 3_000,
      maxAgeMs: 7_200_000,
    });
    expect(quoteConfigFromEnv({}, '/srv').tokenMaxAgeMs).toBe(7_200_000);
    expect(quoteConfigFromEnv({ QUOTE_TOKEN_MAX_AGE_MS: '900000' }, '/srv').tokenMaxAgeMs).toBe(900_000);
  });
});

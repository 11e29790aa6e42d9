import { createFormTokens } from './form-token';

describe('form timing tokens', () => {
  it('reads back when a token was issued', async () => {
    const tokens = createFormTokens('secret');
    const token = await tokens.issue(1_790_000_000_000);
    expect(await tokens.issuedAt(token)).toBe(1_790_000_000_000);
  });

  it('refuses missing, malformed, altered and foreign tokens', async () => {
    const tokens = createFormTokens('secret');
    const token = await tokens.issue(1_790_000_000_000);
    const altered = token.replace('1790', '1780');
    const foreign = await createFormTokens('other secret').issue(1_790_000_000_000);
    for (const bad of [undefined, '', 'abc', altered, foreign]) expect(await tokens.issuedAt(bad)).toBeUndefined();
  });
});

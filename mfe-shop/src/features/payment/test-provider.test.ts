// @vitest-environment happy-dom
import { expiryIsValid, passesLuhn, testProvider, tokenizeTestCard } from './test-provider';

const now = new Date(2026, 10, 23);

describe('test provider', () => {
  it('checks card numbers with the Luhn sum', () => {
    expect(passesLuhn('4242 4242 4242 4242')).toBe(true);
    expect(passesLuhn('4242 4242 4242 4241')).toBe(false);
    expect(passesLuhn('4242')).toBe(false);
  });

  it('accepts expiry dates from this month on', () => {
    expect(expiryIsValid('11/26', now)).toBe(true);
    expect(expiryIsValid('10/26', now)).toBe(false);
    expect(expiryIsValid('01/27', now)).toBe(true);
    expect(expiryIsValid('13/27', now)).toBe(false);
    expect(expiryIsValid('1127', now)).toBe(false);
  });

  it('approves a good card and declines the decline card', () => {
    expect(tokenizeTestCard({ number: '4242 4242 4242 4242', expiry: '12/28', cvc: '123' }, now)).toMatchObject({
      ok: true,
      token: expect.stringMatching(/^test_4242_/),
    });
    expect(tokenizeTestCard({ number: '4000 0000 0000 0002', expiry: '12/28', cvc: '123' }, now)).toEqual({
      ok: false,
      reason: 'The card was declined.',
    });
    expect(tokenizeTestCard({ number: '4242 4242 4242 4242', expiry: '12/28', cvc: '1' }, now)).toEqual({
      ok: false,
      reason: 'The security code is not valid.',
    });
  });

  it('attaches its own labelled card field, marked as test mode, and tokenizes what was typed', async () => {
    const container = document.createElement('div');
    const provider = testProvider({ now: () => now });
    expect(provider.testMode).toBe(true);
    const field = await provider.attachCard(container);
    expect(container.textContent).toContain('Test mode: no card is charged.');
    const input = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    expect(input('cardNumber').closest('label')?.textContent).toBe('Card number');
    input('cardNumber').value = '4242424242424242';
    input('cardExpiry').value = '04/27';
    input('cardCvc').value = '321';
    expect(await field.tokenize()).toMatchObject({ ok: true });
    await field.destroy();
    expect(container.children).toHaveLength(0);
  });
});

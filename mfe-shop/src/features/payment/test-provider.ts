import { type CardField, type PaymentProvider, type TokenizeResult } from './payment-provider';

/** Cards the test provider knows; every other valid number is approved. */
export const TEST_CARD_APPROVED = '4242 4242 4242 4242';
export const TEST_CARD_DECLINED = '4000 0000 0000 0002';

const digits = (value: string) => value.replace(/\D/g, '');

export function passesLuhn(number: string): boolean {
  const d = digits(number);
  if (d.length < 13 || d.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < d.length; i += 1) {
    let n = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/** MM/YY not before the current month. */
export function expiryIsValid(value: string, now: Date): boolean {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

export function tokenizeTestCard(card: { number: string; expiry: string; cvc: string }, now: Date): TokenizeResult {
  if (!passesLuhn(card.number)) return { ok: false, reason: 'The card number is not valid.' };
  if (!expiryIsValid(card.expiry, now)) return { ok: false, reason: 'The expiry date is not valid.' };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { ok: false, reason: 'The security code is not valid.' };
  if (digits(card.number) === digits(TEST_CARD_DECLINED)) return { ok: false, reason: 'The card was declined.' };
  return { ok: true, token: `test_${digits(card.number).slice(-4)}_${Date.now().toString(36)}` };
}

function input(doc: Document, id: string, label: string, attrs: Record<string, string>) {
  const wrapper = doc.createElement('label');
  wrapper.className = `test-card-field test-card-${id}`;
  wrapper.textContent = label;
  const field = doc.createElement('input');
  field.name = id;
  for (const [key, value] of Object.entries(attrs)) field.setAttribute(key, value);
  wrapper.appendChild(field);
  return { wrapper, field };
}

/**
 * The default provider when no real one is configured: its own card field, clearly marked as test
 * mode, so the whole checkout works locally and in tests without an account anywhere.
 */
export function testProvider({ now = () => new Date() }: { now?: () => Date } = {}): PaymentProvider {
  return {
    id: 'test',
    testMode: true,
    async attachCard(container) {
      const doc = container.ownerDocument;
      const root = doc.createElement('div');
      root.className = 'test-card';
      const note = doc.createElement('p');
      note.className = 'test-card-note';
      note.textContent = `Test mode: no card is charged. Use ${TEST_CARD_APPROVED} to approve or ${TEST_CARD_DECLINED} to see a decline, any future date and any 3 digits.`;
      const number = input(doc, 'cardNumber', 'Card number', {
        inputmode: 'numeric',
        autocomplete: 'cc-number',
        placeholder: '1234 1234 1234 1234',
      });
      const expiry = input(doc, 'cardExpiry', 'Expiry (MM/YY)', {
        inputmode: 'numeric',
        autocomplete: 'cc-exp',
        placeholder: 'MM/YY',
      });
      const cvc = input(doc, 'cardCvc', 'Security code', {
        inputmode: 'numeric',
        autocomplete: 'cc-csc',
        placeholder: 'CVC',
      });
      root.append(note, number.wrapper, expiry.wrapper, cvc.wrapper);
      container.replaceChildren(root);
      const field: CardField = {
        tokenize: async () =>
          tokenizeTestCard({ number: number.field.value, expiry: expiry.field.value, cvc: cvc.field.value }, now()),
        destroy: async () => root.remove(),
      };
      return field;
    },
  };
}

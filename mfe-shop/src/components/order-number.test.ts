import { newOrderNumber } from './order-number';

describe('newOrderNumber', () => {
  it('is ORD- and six digits, zero padded', () => {
    expect(newOrderNumber(() => 0)).toBe('ORD-000000');
    expect(newOrderNumber(() => 0.0423)).toBe('ORD-042300');
    expect(newOrderNumber(() => 0.9999999)).toBe('ORD-999999');
    expect(newOrderNumber()).toMatch(/^ORD-\d{6}$/);
  });
});

import { formatCents, percentOfCents } from './money';

describe('formatCents', () => {
  it('writes dollars with thousands separators and two decimals', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(2999)).toBe('$29.99');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
    expect(formatCents(99999)).toBe('$999.99');
    expect(formatCents(100000)).toBe('$1,000.00');
    expect(formatCents(-123456)).toBe('-$1,234.56');
  });
});

describe('percentOfCents', () => {
  it('rounds half a cent up', () => {
    // 8 cents at 6.25% is 0.5 cents.
    expect(percentOfCents(8, 625)).toBe(1);
    // 10 cents at 4.75% is 0.475 cents.
    expect(percentOfCents(10, 475)).toBe(0);
  });

  it('is exact on whole amounts', () => {
    expect(percentOfCents(10_000, 625)).toBe(625);
    expect(percentOfCents(10_000, 475)).toBe(475);
  });
});

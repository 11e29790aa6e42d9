import {
  CHICAGO_TAX_BP,
  ILLINOIS_TAX_BP,
  isChicagoZip,
  orderTotals,
  ratePercentText,
  subtotalCents,
} from './order-totals';

const lines = [
  { unitPriceCents: 2999, quantity: 2 },
  { unitPriceCents: 525, quantity: 200 },
];

describe('order totals', () => {
  it('sums price times quantity', () => {
    expect(subtotalCents(lines)).toBe(2999 * 2 + 525 * 200);
    expect(subtotalCents([])).toBe(0);
  });

  it('adds Illinois 6.25% and Chicago 4.75% for a 606 ZIP', () => {
    const totals = orderTotals([{ unitPriceCents: 10_000, quantity: 1 }], '60630');
    expect(totals).toEqual({
      subtotalCents: 10_000,
      shippingCents: 0,
      illinoisTaxCents: 625,
      chicagoTaxCents: 475,
      totalCents: 11_100,
    });
  });

  it('charges only the Illinois tax outside Chicago', () => {
    const totals = orderTotals([{ unitPriceCents: 10_000, quantity: 1 }], '60201');
    expect(totals.chicagoTaxCents).toBeNull();
    expect(totals.illinoisTaxCents).toBe(625);
    expect(totals.totalCents).toBe(10_625);
  });

  it('rounds each tax to the cent on its own', () => {
    // $29.99 x 2 = $59.98: IL 3.74875 -> 3.75, Chicago 2.84905 -> 2.85.
    const totals = orderTotals([{ unitPriceCents: 2999, quantity: 2 }], '60614');
    expect(totals.illinoisTaxCents).toBe(375);
    expect(totals.chicagoTaxCents).toBe(285);
    expect(totals.totalCents).toBe(5998 + 375 + 285);
  });

  it('reads the ZIP prefix after trimming and only at the start', () => {
    expect(isChicagoZip(' 60601')).toBe(true);
    expect(isChicagoZip('46060')).toBe(false);
    expect(isChicagoZip('')).toBe(false);
  });

  it('prints each tax rate as the receipt shows it', () => {
    expect(ratePercentText(ILLINOIS_TAX_BP)).toBe('6.25%');
    expect(ratePercentText(CHICAGO_TAX_BP)).toBe('4.75%');
    expect(ratePercentText(1000)).toBe('10.00%');
  });
});

import type { CartLine } from 'shared-contracts/store/cart';

import { percentOfCents } from './money';

/** Illinois state sales tax, 6.25%, in basis points so totals stay in integer cents. */
export const ILLINOIS_TAX_BP = 625;
/** The extra Chicago tax for ZIP codes starting with 606. */
export const CHICAGO_TAX_BP = 475;
export const CHICAGO_ZIP_PREFIX = '606';

/** A rate in basis points as the receipt prints it: 625 -> "6.25%". */
export const ratePercentText = (basisPoints: number) => `${(basisPoints / 100).toFixed(2)}%`;

export interface OrderTotals {
  subtotalCents: number;
  shippingCents: number;
  illinoisTaxCents: number;
  /** Null outside Chicago: the page then says taxes follow Illinois rates. */
  chicagoTaxCents: number | null;
  totalCents: number;
}

export const lineTotalCents = (line: Pick<CartLine, 'unitPriceCents' | 'quantity'>) =>
  line.unitPriceCents * line.quantity;

export const subtotalCents = (lines: readonly Pick<CartLine, 'unitPriceCents' | 'quantity'>[]) =>
  lines.reduce((sum, line) => sum + lineTotalCents(line), 0);

export const isChicagoZip = (zipCode: string) => zipCode.trim().startsWith(CHICAGO_ZIP_PREFIX);

/** Subtotal, free shipping, taxes (each rounded to a cent on its own) and total, all in cents. */
export function orderTotals(
  lines: readonly Pick<CartLine, 'unitPriceCents' | 'quantity'>[],
  zipCode: string,
): OrderTotals {
  const subtotal = subtotalCents(lines);
  const illinois = percentOfCents(subtotal, ILLINOIS_TAX_BP);
  const chicago = isChicagoZip(zipCode) ? percentOfCents(subtotal, CHICAGO_TAX_BP) : null;
  return {
    subtotalCents: subtotal,
    shippingCents: 0,
    illinoisTaxCents: illinois,
    chicagoTaxCents: chicago,
    totalCents: subtotal + illinois + (chicago ?? 0),
  };
}

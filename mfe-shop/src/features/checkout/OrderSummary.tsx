import type { CartLine } from 'shared-contracts/store/cart';
import { PrimaryButton } from 'shared-contracts/ui/layout';

import { formatCents } from '../../components/money';
import {
  CHICAGO_TAX_BP,
  ILLINOIS_TAX_BP,
  lineTotalCents,
  orderTotals,
  ratePercentText,
} from '../../components/order-totals';
import { Summary } from './OrderSummary.styles';

interface OrderSummaryProps {
  lines: readonly CartLine[];
  /** The ZIP code typed so far: a Chicago ZIP adds the city's tax. */
  zipCode: string;
  paying: boolean;
  canPay: boolean;
  /** `submit` once the page's scripts can take the form, `button` before (see useSubmitType). */
  submitType: 'submit' | 'button';
}

/** The order's lines, taxes and total, and the Pay button that submits the form. */
export function OrderSummary({ lines, zipCode, paying, canPay, submitType }: OrderSummaryProps) {
  const totals = orderTotals(lines, zipCode);
  return (
    <Summary as="section" aria-labelledby="summary-heading">
      <h2 id="summary-heading">Order summary</h2>
      <ul>
        {lines.map((line) => (
          <li key={line.id}>
            <span>
              {line.name}
              <small>
                Qty {line.quantity} × {formatCents(line.unitPriceCents)}
              </small>
            </span>
            <strong>{formatCents(lineTotalCents(line))}</strong>
          </li>
        ))}
      </ul>
      <dl>
        <div>
          <dt>Subtotal</dt>
          <dd>{formatCents(totals.subtotalCents)}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd>Free</dd>
        </div>
        <div>
          <dt>Illinois Tax ({ratePercentText(ILLINOIS_TAX_BP)})</dt>
          <dd>{formatCents(totals.illinoisTaxCents)}</dd>
        </div>
        {totals.chicagoTaxCents !== null ? (
          <div>
            <dt>Chicago Tax ({ratePercentText(CHICAGO_TAX_BP)})</dt>
            <dd>{formatCents(totals.chicagoTaxCents)}</dd>
          </div>
        ) : null}
      </dl>
      {totals.chicagoTaxCents === null && <p className="note">Taxes calculated based on Illinois rates</p>}
      <dl className="grand">
        <div className="total">
          <dt>Total</dt>
          <dd>{formatCents(totals.totalCents)}</dd>
        </div>
      </dl>
      <PrimaryButton type={submitType} disabled={paying || !canPay}>
        {paying ? 'Processing...' : `Pay ${formatCents(totals.totalCents)}`}
      </PrimaryButton>
    </Summary>
  );
}

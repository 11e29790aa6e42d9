import { PrimaryButton } from 'shared-contracts/ui/layout';

import { formatCents } from '../../components/money';
import { Summary } from './CartSummary.styles';

/** Subtotal, free shipping and total, with the way on to checkout (off while the cart is empty). */
export function CartSummary({
  subtotal,
  empty,
  onCheckout,
}: {
  subtotal: number;
  empty: boolean;
  onCheckout: () => void;
}) {
  return (
    <Summary>
      <dl>
        <div>
          <dt>Subtotal</dt>
          <dd>{formatCents(subtotal)}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd>Free</dd>
        </div>
        <div className="total">
          <dt>Total</dt>
          <dd>{formatCents(subtotal)}</dd>
        </div>
      </dl>
      <p>Sales tax is added at checkout from your ZIP code.</p>
      <PrimaryButton type="button" disabled={empty} onClick={onCheckout}>
        Checkout Securely
      </PrimaryButton>
    </Summary>
  );
}

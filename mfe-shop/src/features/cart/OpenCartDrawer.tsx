import { useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import { pagePaths } from 'shared-contracts/routes/route-table';
import { useNavigate } from 'shared-contracts/routing/router';
import { selectCartLines } from 'shared-contracts/store/cart';

import { subtotalCents } from '../../components/order-totals';
import { cartDrawerClosed } from './cartDrawerSlice';
import { CartLines } from './CartLines';
import { lineRemoved } from './cartSlice';
import { CartSummary } from './CartSummary';
import { Backdrop, Close, Empty, Panel } from './OpenCartDrawer.styles';
import { useCartDialog } from './use-cart-dialog';

/**
 * The cart as a modal dialog inside the shop's own root (styles are scoped to it): focus moves in on
 * open, Tab stays inside, Escape or the backdrop closes it, and focus goes back where it was.
 */
export function OpenCartDrawer() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const lines = useSelector(selectCartLines);
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const onKeyDown = useCartDialog(panel, closeButton);

  const close = () => dispatch(cartDrawerClosed());

  const remove = (id: string) => {
    dispatch(lineRemoved({ id }));
    // The focused button is gone with its line; keep focus inside the dialog.
    closeButton.current?.focus();
  };

  return (
    <Backdrop onMouseDown={(e) => e.target === e.currentTarget && close()}>
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby="cart-drawer-title" onKeyDown={onKeyDown}>
        <header>
          <h2 id="cart-drawer-title">Your cart</h2>
          <Close ref={closeButton} type="button" aria-label="Close cart" onClick={close}>
            ×
          </Close>
        </header>
        {lines.length === 0 ? (
          <Empty>Your cart is empty. Add wrap film, a ceramic kit or some Wrap Lab gear to get started.</Empty>
        ) : (
          <CartLines lines={lines} onRemove={remove} />
        )}
        <CartSummary
          subtotal={subtotalCents(lines)}
          empty={lines.length === 0}
          onCheckout={() => {
            close();
            navigate(pagePaths.checkout);
          }}
        />
      </Panel>
    </Backdrop>
  );
}

import { useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import { pagePaths } from 'shared-contracts/routes/route-table';
import { useNavigate } from 'shared-contracts/routing/router';
import { selectCartLines } from 'shared-contracts/store/cart';
import { useModalDialog } from 'shared-contracts/ui/use-modal-dialog';

import { subtotalCents } from '../../components/order-totals';
import { cartDrawerClosed } from './cartDrawerSlice';
import { CartLines } from './CartLines';
import { lineRemoved } from './cartSlice';
import { CartSummary } from './CartSummary';
import { Close, Drawer, Empty } from './OpenCartDrawer.styles';

/**
 * The cart as the browser's modal `<dialog>`, inside the shop's own root (styles are scoped to it):
 * focus moves in on open, the browser keeps Tab inside, Escape or a click on the dimmed page closes
 * it, and focus goes back where it was. A toast shown before it opened (the "Added to cart!") was
 * announced when it appeared; behind the modal it is inert like the rest of the page, and nothing
 * raises a toast while the drawer is open.
 */
export function OpenCartDrawer() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const lines = useSelector(selectCartLines);
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useModalDialog(dialog, { focus: closeButton, holdPageScroll: true });

  const close = () => dispatch(cartDrawerClosed());

  const remove = (id: string) => {
    dispatch(lineRemoved({ id }));
    // The focused button is gone with its line; keep focus inside the dialog.
    closeButton.current?.focus();
  };

  return (
    <Drawer
      ref={dialog}
      aria-labelledby="cart-drawer-title"
      // The panel fills the dialog, so a press on the dialog itself is a press on the dimmed page.
      onMouseDown={(event) => event.target === event.currentTarget && close()}
      // Escape: the shop's state closes it, not the browser on its own.
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <div>
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
      </div>
    </Drawer>
  );
}

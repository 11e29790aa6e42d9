import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';

import { pagePaths } from 'shared-contracts/routes/route-table';
import { useNavigate } from 'shared-contracts/routing/router';
import { selectCartLines } from 'shared-contracts/store/cart';
import { PrimaryButton } from 'shared-contracts/ui/layout';
import { media } from 'shared-contracts/ui/theme';

import { formatCents } from '../../components/money';
import { lineTotalCents, subtotalCents } from '../../components/order-totals';
import { cartDrawerClosed } from './cartDrawerSlice';
import { lineRemoved, quantityDecreased, quantityIncreased } from './cartSlice';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  /* A modal over the whole page: above the header, the chat launcher that sits on it below 1280 px
     (60) and the toasts (65), so an "Added to cart!" never lies over Checkout Securely. */
  z-index: 70;
  background: rgb(11 17 32 / 55%);
  display: flex;
  justify-content: flex-end;
`;

const Panel = styled.div`
  width: min(100%, 420px);
  height: 100%;
  background: var(--color-surface);
  display: flex;
  flex-direction: column;
  box-shadow: -12px 0 40px rgb(0 0 0 / 25%);
  animation: slide-in 0.2s ease-out;
  @keyframes slide-in {
    from {
      transform: translateX(40px);
      opacity: 0;
    }
  }
  ${media.reducedMotion} {
    animation: none;
  }
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding: 20px 22px;
    border-bottom: 1px solid var(--color-line);
  }
  h2 {
    font-family: var(--font-display);
    font-size: 1.6rem;
    margin: 0;
  }
`;

const Close = styled.button`
  width: 40px;
  height: 40px;
  border-radius: 999px;
  border: 1px solid var(--color-line);
  background: var(--color-surface);
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid var(--color-focus);
  }
`;

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 8px 22px;
  overflow-y: auto;
  flex: 1;
  li {
    padding: 16px 0;
    border-bottom: 1px solid var(--color-line);
    display: grid;
    gap: 8px;
  }
  .top {
    display: flex;
    justify-content: space-between;
    gap: 12px;
  }
  .name {
    font-weight: 700;
  }
  .desc {
    color: var(--color-muted);
    font-size: 0.85rem;
    line-height: 1.4;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  .controls {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
  }
  .stepper {
    display: inline-flex;
    align-items: center;
    border: 1px solid var(--color-line);
    border-radius: 999px;
  }
  .stepper button {
    width: 36px;
    height: 36px;
    border: 0;
    background: none;
    font-size: 1.1rem;
    font-weight: 700;
    cursor: pointer;
    border-radius: 999px;
  }
  .stepper button:disabled {
    color: var(--color-on-dark-muted);
    cursor: not-allowed;
  }
  .stepper output {
    min-width: 36px;
    text-align: center;
    font-weight: 700;
  }
  .remove {
    border: 0;
    background: none;
    color: var(--color-danger);
    font-weight: 600;
    cursor: pointer;
    text-decoration: underline;
  }
  button:focus-visible {
    outline: 3px solid var(--color-focus);
  }
`;

const Summary = styled.div`
  padding: 18px 22px 24px;
  border-top: 1px solid var(--color-line);
  background: var(--color-surface-alt);
  dl {
    margin: 0 0 8px;
    display: grid;
    gap: 8px;
  }
  dl div {
    display: flex;
    justify-content: space-between;
  }
  dt {
    color: var(--color-ink-soft);
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
  .total {
    font-size: 1.15rem;
  }
  p {
    color: var(--color-ink-soft);
    font-size: 0.85rem;
    margin: 0 0 14px;
  }
  button {
    width: 100%;
  }
`;

const Empty = styled.p`
  flex: 1;
  padding: 32px 22px;
  color: var(--color-ink-soft);
`;

const focusableSelector =
  'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

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
  const subtotal = subtotalCents(lines);

  // Layout effects: the drawer arrives with its lazy code outside any click, and React runs a plain
  // effect of such a commit later; focus and the Escape key must be in place before the first paint.
  useLayoutEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    // The page behind a modal does not scroll under it.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const close = () => dispatch(cartDrawerClosed());

  // Escape closes from anywhere: focus can fall to <body> when the focused line is removed.
  useLayoutEffect(() => {
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') dispatch(cartDrawerClosed());
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [dispatch]);

  const remove = (id: string) => {
    dispatch(lineRemoved({ id }));
    // The focused button is gone with its line; keep focus inside the dialog.
    closeButton.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(focusableSelector)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
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
          <Lines aria-label="Cart items">
            {lines.map((line) => (
              <li key={line.id} aria-label={line.name}>
                <div className="top">
                  <span className="name">{line.name}</span>
                  <span>{formatCents(lineTotalCents(line))}</span>
                </div>
                <span className="desc">{line.description}</span>
                <div className="controls">
                  <div className="stepper">
                    <button
                      type="button"
                      aria-label={`Decrease quantity of ${line.name}`}
                      disabled={line.quantity <= 1}
                      onClick={() => dispatch(quantityDecreased({ id: line.id }))}
                    >
                      −
                    </button>
                    <output aria-label={`Quantity of ${line.name}`}>{line.quantity}</output>
                    <button
                      type="button"
                      aria-label={`Increase quantity of ${line.name}`}
                      onClick={() => dispatch(quantityIncreased({ id: line.id }))}
                    >
                      +
                    </button>
                  </div>
                  <span>{formatCents(line.unitPriceCents)} each</span>
                  <button
                    type="button"
                    className="remove"
                    aria-label={`Remove ${line.name}`}
                    onClick={() => remove(line.id)}
                  >
                    Remove
                  </button>
                </div>
              </li>
            ))}
          </Lines>
        )}
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
          <PrimaryButton
            type="button"
            disabled={lines.length === 0}
            onClick={() => {
              close();
              navigate(pagePaths.checkout);
            }}
          >
            Checkout Securely
          </PrimaryButton>
        </Summary>
      </Panel>
    </Backdrop>
  );
}

import { useDeferredValue, useEffect, useReducer, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import { usePageMeta } from 'shared-contracts/remote/use-page-meta';
import { pagePaths } from 'shared-contracts/routes/route-table';
import { useNavigate } from 'shared-contracts/routing/router';
import { selectCartLines } from 'shared-contracts/store/cart';
import { selectPersistedStateLoaded } from 'shared-contracts/store/persisted';
import { toastShown } from 'shared-contracts/store/toast';
import { Container } from 'shared-contracts/ui/layout';

import { checkoutReducer, initialCheckoutState } from './checkout-state';
import { CheckoutForm } from './CheckoutForm';
import { Page, Preparing } from './CheckoutPage.styles';

/** The form is drawn 100 ms after the page, once the stored cart is known; a payment takes 2 s ("Processing..."). */
export const CHECKOUT_DISPLAY_DELAY_MS = 100;

export function CheckoutPage() {
  usePageMeta({
    title: 'Secure Checkout | Wrap Lab Chicago',
    description:
      'Pay for your Wrap Lab Chicago shop order securely. Shop orders ship free, Illinois sales tax calculated from your ZIP code.',
    canonical: pagePaths.checkout,
    noindex: true,
  });
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const lines = useSelector(selectCartLines);
  // Until the browser has read the stored cart, "empty" only means the server drew this page.
  const cartKnown = useSelector(selectPersistedStateLoaded);
  const [shown, setShown] = useState(false);
  const [state, send] = useReducer(checkoutReducer, initialCheckoutState);
  const placed = state.payment.phase === 'placed';
  const empty = lines.length === 0;
  // The form is the page's heaviest render, and it often starts from a store update (the stored cart
  // arriving), which React draws in one go. Deferred, it is drawn in slices the browser can interleave.
  const drawForm = useDeferredValue(shown && cartKnown && !(empty && !placed));

  useEffect(() => {
    const timer = setTimeout(() => setShown(true), CHECKOUT_DISPLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!cartKnown || !empty || placed) return;
    dispatch(
      toastShown({
        title: 'Your cart is empty',
        description: 'Please add items to your cart before proceeding to checkout.',
        variant: 'destructive',
      }),
    );
    navigate(pagePaths.shopping, { replace: true });
  }, [cartKnown, empty, placed, dispatch, navigate]);

  return (
    <Page>
      <Container>
        <h1>Secure Checkout</h1>
        <p className="lead">
          Shop orders ship free; freight for Print &amp; Ship wrap panels is its own line. Taxes are worked out from
          your ZIP code.
        </p>
        {/* An empty cart is on its way to the shop: the placeholder keeps its place, so nothing jumps meanwhile. */}
        {drawForm ? (
          <CheckoutForm lines={lines} state={state} send={send} />
        ) : (
          <Preparing role="status">Loading secure checkout...</Preparing>
        )}
      </Container>
    </Page>
  );
}

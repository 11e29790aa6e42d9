/**
 * Where a checkout stands. Editing until Pay is pressed on a complete form; paying while the card is
 * tokenized and the simulated 2 s pass; placed once the order is confirmed (the cart is then empty,
 * and the page must not mistake that for a visitor who arrived with nothing to pay for).
 */
export type CheckoutState =
  { phase: 'editing'; paymentError: string | null } | { phase: 'paying' } | { phase: 'placed'; orderNumber: string };

export type CheckoutAction =
  { type: 'paymentStarted' } | { type: 'paymentFailed'; reason: string } | { type: 'orderPlaced'; orderNumber: string };

export const initialCheckoutState: CheckoutState = { phase: 'editing', paymentError: null };

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'paymentStarted':
      return state.phase === 'editing' ? { phase: 'paying' } : state;
    case 'paymentFailed':
      return state.phase === 'paying' ? { phase: 'editing', paymentError: action.reason } : state;
    case 'orderPlaced':
      return state.phase === 'paying' ? { phase: 'placed', orderNumber: action.orderNumber } : state;
  }
}

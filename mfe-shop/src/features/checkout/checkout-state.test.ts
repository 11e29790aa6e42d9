import { checkoutReducer, initialCheckoutState, type CheckoutState } from './checkout-state';

describe('checkout state', () => {
  it('goes from editing to paying to placed', () => {
    const paying = checkoutReducer(initialCheckoutState, { type: 'paymentStarted' });
    expect(paying).toEqual({ phase: 'paying' });
    expect(checkoutReducer(paying, { type: 'orderPlaced', orderNumber: 'ORD-123456' })).toEqual({
      phase: 'placed',
      orderNumber: 'ORD-123456',
    });
  });

  it('returns to editing with the reason when the card is refused, and clears it on the next payment', () => {
    const failed = checkoutReducer({ phase: 'paying' }, { type: 'paymentFailed', reason: 'The card was declined.' });
    expect(failed).toEqual({ phase: 'editing', paymentError: 'The card was declined.' });
    expect(checkoutReducer(failed, { type: 'paymentStarted' })).toEqual({ phase: 'paying' });
  });

  it('starts no second payment while one is running and places no order it did not pay for', () => {
    const paying: CheckoutState = { phase: 'paying' };
    expect(checkoutReducer(paying, { type: 'paymentStarted' })).toBe(paying);
    expect(checkoutReducer(initialCheckoutState, { type: 'orderPlaced', orderNumber: 'ORD-1' })).toBe(
      initialCheckoutState,
    );
  });
});

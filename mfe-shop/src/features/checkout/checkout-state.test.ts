import { checkoutReducer, initialCheckoutState, type CheckoutState } from './checkout-state';

const paying: CheckoutState = { ...initialCheckoutState, payment: { phase: 'paying' } };

describe('checkout state', () => {
  it('goes from editing to paying to placed', () => {
    const started = checkoutReducer(initialCheckoutState, { type: 'paymentStarted' });
    expect(started.payment).toEqual({ phase: 'paying' });
    expect(checkoutReducer(started, { type: 'orderPlaced', orderNumber: 'ORD-123456' }).payment).toEqual({
      phase: 'placed',
      orderNumber: 'ORD-123456',
    });
  });

  it('returns to editing with the reason when the card is refused, and clears it on the next payment', () => {
    const failed = checkoutReducer(paying, { type: 'paymentFailed', reason: 'The card was declined.' });
    expect(failed.payment).toEqual({ phase: 'editing', error: 'The card was declined.' });
    expect(checkoutReducer(failed, { type: 'paymentStarted' }).payment).toEqual({ phase: 'paying' });
  });

  it('starts no second payment while one is running and places no order it did not pay for', () => {
    expect(checkoutReducer(paying, { type: 'paymentStarted' })).toBe(paying);
    expect(checkoutReducer(initialCheckoutState, { type: 'orderPlaced', orderNumber: 'ORD-1' })).toBe(
      initialCheckoutState,
    );
  });

  it('keeps what is typed, and an edit clears only its own field error', () => {
    const refused = checkoutReducer(initialCheckoutState, {
      type: 'refused',
      errors: { firstName: 'First name is required', city: 'City is required' },
    });
    const edited = checkoutReducer(refused, { type: 'fieldEdited', field: 'firstName', value: 'M' });
    expect(edited.form.firstName).toBe('M');
    expect(edited.errors).toEqual({ city: 'City is required' });
    expect(checkoutReducer(edited, { type: 'fieldEdited', field: 'email', value: 'm' }).errors).toBe(edited.errors);
  });
});

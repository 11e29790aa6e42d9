import { initialCheckoutForm, type CheckoutErrors, type CheckoutField, type CheckoutForm } from './checkout-form';

/**
 * Where a checkout stands: what was typed, what the last Pay refused, and the payment's phase.
 * Editing until Pay is pressed on a complete form; paying while the card is tokenized and the simulated
 * 2 s pass; placed once the order is confirmed (the cart is then empty, and the page must not mistake
 * that for a visitor who arrived with nothing to pay for).
 */
export interface CheckoutState {
  form: CheckoutForm;
  errors: CheckoutErrors;
  payment: { phase: 'editing'; error: string | null } | { phase: 'paying' } | { phase: 'placed'; orderNumber: string };
}

export type CheckoutAction =
  | { type: 'fieldEdited'; field: CheckoutField; value: string }
  | { type: 'refused'; errors: CheckoutErrors }
  | { type: 'paymentStarted' }
  | { type: 'paymentFailed'; reason: string }
  | { type: 'orderPlaced'; orderNumber: string };

export const initialCheckoutState: CheckoutState = {
  form: initialCheckoutForm,
  errors: {},
  payment: { phase: 'editing', error: null },
};

/** Editing a field clears its own error and no other (the spec's rule). */
function withoutError(errors: CheckoutErrors, field: CheckoutField): CheckoutErrors {
  if (!(field in errors)) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  const { phase } = state.payment;
  switch (action.type) {
    case 'fieldEdited':
      return {
        ...state,
        form: { ...state.form, [action.field]: action.value },
        errors: withoutError(state.errors, action.field),
      };
    case 'refused':
      return { ...state, errors: action.errors };
    case 'paymentStarted':
      return phase === 'editing' ? { ...state, payment: { phase: 'paying' } } : state;
    case 'paymentFailed':
      return phase === 'paying' ? { ...state, payment: { phase: 'editing', error: action.reason } } : state;
    case 'orderPlaced':
      return phase === 'paying' ? { ...state, payment: { phase: 'placed', orderNumber: action.orderNumber } } : state;
  }
}

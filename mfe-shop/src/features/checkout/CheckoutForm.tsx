import { useEffect, useRef, type Dispatch, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';

import { pagePaths } from 'shared-contracts/routes/route-table';
import { useNavigate } from 'shared-contracts/routing/router';
import type { CartLine } from 'shared-contracts/store/cart';
import { toastShown } from 'shared-contracts/store/toast';
import { useSubmitType } from 'shared-contracts/ui/submit-when-ready';

import { newOrderNumber } from '../../components/order-number';
import { orderPlaced } from '../cart';
import { useCardField } from '../payment';
import { CardPanel } from './CardPanel';
import { INVALID_FORM_TOAST, validateCheckout } from './checkout-form';
import type { CheckoutAction, CheckoutState } from './checkout-state';
import { Columns, Stack } from './CheckoutPage.styles';
import { ContactFields, fieldSpecs } from './ContactFields';
import { OrderSummary } from './OrderSummary';
import { SecureNote } from './SecureNote';

/** The simulated payment takes this long before the order is placed (the spec's 2 s). No card is ever charged. */
export const SIMULATED_PAYMENT_MS = 2000;

interface CheckoutFormProps {
  lines: readonly CartLine[];
  /** The checkout's phase, kept by the page: once placed, its empty cart is no reason to leave. */
  state: CheckoutState;
  send: Dispatch<CheckoutAction>;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The checkout form: contact fields checked against the spec's required fields, the provider's card
 * field, and the summary with Pay. A valid form with a ready card is tokenized, then the simulated payment waits
 * 2 s and the order is placed; the token goes nowhere.
 */
export function CheckoutForm({ lines, state, send }: CheckoutFormProps) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const submitType = useSubmitType();
  const formRef = useRef<HTMLFormElement>(null);
  const cardSlot = useRef<HTMLDivElement>(null);
  const card = useCardField(cardSlot, lines.length > 0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.payment.phase !== 'editing') return;
    const found = validateCheckout(state.form);
    if (Object.keys(found).length > 0) {
      send({ type: 'refused', errors: found });
      dispatch(toastShown({ title: INVALID_FORM_TOAST, variant: 'destructive' }));
      const first = fieldSpecs.find(({ field }) => found[field]);
      if (first) (formRef.current?.elements.namedItem(first.field) as HTMLInputElement | null)?.focus();
      return;
    }
    const field = card.field.current;
    if (card.status !== 'ready' || !field) {
      dispatch(
        toastShown({
          title: 'Payment system not ready',
          description: 'Please refresh the page and try again.',
          variant: 'destructive',
        }),
      );
      return;
    }
    send({ type: 'paymentStarted' });
    const result = await field.tokenize();
    if (result.ok) await wait(SIMULATED_PAYMENT_MS);
    if (!mounted.current) return;
    if (!result.ok) {
      send({ type: 'paymentFailed', reason: result.reason });
      dispatch(
        toastShown({
          title: 'Payment failed',
          description: 'There was an error processing your payment. Please try again.',
          variant: 'destructive',
        }),
      );
      return;
    }
    const orderNumber = newOrderNumber();
    send({ type: 'orderPlaced', orderNumber });
    dispatch(
      toastShown({
        title: 'Payment successful!',
        description: `Order ${orderNumber} is being processed.`,
        variant: 'success',
      }),
    );
    dispatch(orderPlaced());
    navigate(pagePaths.thankYou, { state: { orderNumber } });
  }

  return (
    // Not noValidate: e-mail and phone keep the browser's own input-type checks before the form's own.
    <form ref={formRef} onSubmit={submit} aria-label="Checkout">
      <Columns>
        <Stack>
          <ContactFields
            form={state.form}
            errors={state.errors}
            edit={(field, value) => send({ type: 'fieldEdited', field, value })}
          />
          <CardPanel
            slot={cardSlot}
            status={card.status}
            testMode={card.testMode}
            retry={card.retry}
            paymentError={state.payment.phase === 'editing' ? state.payment.error : null}
          />
        </Stack>
        <Stack>
          <OrderSummary
            lines={lines}
            zipCode={state.form.zipCode}
            paying={state.payment.phase !== 'editing'}
            canPay={card.status === 'ready'}
            submitType={submitType}
          />
          <SecureNote />
        </Stack>
      </Columns>
    </form>
  );
}

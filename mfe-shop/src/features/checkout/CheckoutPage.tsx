import { useDeferredValue, useEffect, useRef, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';

import { business } from 'shared-contracts/business/business';
import { usePageMeta } from 'shared-contracts/remote/use-page-meta';
import { useNavigate } from 'shared-contracts/routing/router';
import { selectCartLines } from 'shared-contracts/store/cart';
import { selectPersistedStateLoaded } from 'shared-contracts/store/persisted';
import { toastShown } from 'shared-contracts/store/toast';
import { Alert } from 'shared-contracts/ui/Alert';
import { Panel } from 'shared-contracts/ui/cards';
import { TextField } from 'shared-contracts/ui/form-fields';
import { Container, PrimaryButton, SecondaryButton } from 'shared-contracts/ui/layout';
import { useSubmitType } from 'shared-contracts/ui/submit-when-ready';
import { media } from 'shared-contracts/ui/theme';

import { formatCents } from '../../components/money';
import { newOrderNumber } from '../../components/order-number';
import {
  CHICAGO_TAX_BP,
  ILLINOIS_TAX_BP,
  lineTotalCents,
  orderTotals,
  ratePercentText,
} from '../../components/order-totals';
import { orderPlaced } from '../cart';
import { useCardField } from '../payment';
import {
  clearFieldError,
  initialCheckoutForm,
  INVALID_FORM_TOAST,
  validateCheckout,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutForm,
} from './checkout-form';

/** The form is drawn 100 ms after the page, once the stored cart is known; a payment takes 2 s ("Processing..."). */
export const CHECKOUT_DISPLAY_DELAY_MS = 100;
/** The simulated payment takes this long before the order is placed. */
export const SIMULATED_PAYMENT_MS = 2000;

const fieldSpecs: { field: CheckoutField; label: string; type?: string; autoComplete: string; wide?: boolean }[] = [
  { field: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { field: 'phone', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
  { field: 'address', label: 'Address', autoComplete: 'street-address', wide: true },
  { field: 'city', label: 'City', autoComplete: 'address-level2' },
  { field: 'state', label: 'State', autoComplete: 'address-level1' },
  { field: 'zipCode', label: 'ZIP code', autoComplete: 'postal-code' },
];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function CheckoutPage() {
  const submitType = useSubmitType();
  usePageMeta({
    title: 'Secure Checkout | Wrap Lab Chicago',
    description:
      'Pay for your Wrap Lab Chicago shop order securely. Shop orders ship free, Illinois sales tax calculated from your ZIP code.',
    canonical: '/checkout',
    noindex: true,
  });
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const lines = useSelector(selectCartLines);
  // Until the browser has read the stored cart, "empty" only means the server drew this page.
  const cartKnown = useSelector(selectPersistedStateLoaded);
  const [shown, setShown] = useState(false);
  const [form, setForm] = useState<CheckoutForm>(initialCheckoutForm);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [processing, setProcessing] = useState(false);
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const [placed, setPlaced] = useState(false);
  const mounted = useRef(true);
  const cardContainer = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const empty = lines.length === 0;
  const formReady = shown && cartKnown && !(empty && !placed);
  // The form is the page's heaviest render, and it often starts from a store update (the stored cart
  // arriving), which React draws in one go. Deferred, it is drawn in slices the browser can interleave.
  const drawForm = useDeferredValue(formReady);
  const card = useCardField(cardContainer, drawForm && !empty);

  useEffect(() => {
    mounted.current = true;
    const timer = setTimeout(() => setShown(true), CHECKOUT_DISPLAY_DELAY_MS);
    return () => {
      mounted.current = false;
      clearTimeout(timer);
    };
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
    navigate('/shopping', { replace: true });
  }, [cartKnown, empty, placed, dispatch, navigate]);

  const totals = orderTotals(lines, form.zipCode);

  const edit = (field: CheckoutField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => clearFieldError(current, field));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (processing) return;
    const found = validateCheckout(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
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
    setPaymentError(null);
    setProcessing(true);
    const result = await field.tokenize();
    if (result.ok) await wait(SIMULATED_PAYMENT_MS);
    if (!mounted.current) return;
    if (!result.ok) {
      setProcessing(false);
      setPaymentError(result.reason);
      dispatch(
        toastShown({
          title: 'Payment failed',
          description: 'There was an error processing your payment. Please try again.',
          variant: 'destructive',
        }),
      );
      return;
    }
    setPlaced(true);
    const orderNumber = newOrderNumber();
    dispatch(
      toastShown({
        title: 'Payment successful!',
        description: `Order ${orderNumber} is being processed.`,
        variant: 'success',
      }),
    );
    dispatch(orderPlaced());
    navigate('/thank-you', { state: { orderNumber } });
  }

  return (
    <Page>
      <Container>
        <h1>Secure Checkout</h1>
        <p className="lead">
          Shop orders ship free; freight for Print &amp; Ship wrap panels is its own line. Taxes are worked out from
          your ZIP code.
        </p>
        {/* An empty cart is on its way to the shop: the placeholder keeps its place, so nothing jumps meanwhile. */}
        {!drawForm ? (
          <Preparing role="status">Loading secure checkout...</Preparing>
        ) : (
          // Not noValidate: e-mail and phone keep the browser's own input-type checks before the form's own.
          <form ref={formRef} onSubmit={submit} aria-label="Checkout">
            <Columns>
              <Stack>
                <Panel>
                  <h2>Contact and shipping</h2>
                  <Fields>
                    {fieldSpecs.map(({ field, label, type, autoComplete, wide }) => (
                      <div key={field} className={wide ? 'wide' : undefined}>
                        <TextField
                          size="compact"
                          label={label}
                          name={field}
                          type={type ?? 'text'}
                          autoComplete={autoComplete}
                          value={form[field]}
                          error={errors[field]}
                          onChange={(e) => edit(field, e.target.value)}
                        />
                      </div>
                    ))}
                    <TextField size="compact" label="Country" name="country" value={form.country} disabled />
                  </Fields>
                </Panel>
                <Panel aria-labelledby="card-heading">
                  <h2 id="card-heading">
                    Card details
                    {card.status === 'ready' && card.testMode && <TestBadge>TEST MODE</TestBadge>}
                  </h2>
                  <CardSlot ref={cardContainer} aria-busy={card.status === 'loading'} />
                  {card.status === 'loading' && <Status role="status">Connecting to the payment system...</Status>}
                  {card.status === 'unavailable' && (
                    <Alert $tone="danger" role="alert">
                      <strong>Payment system unavailable</strong>
                      <p>We are experiencing issues with our payment system. Please try again later.</p>
                      <SecondaryButton type="button" onClick={card.retry}>
                        Retry
                      </SecondaryButton>
                    </Alert>
                  )}
                  {paymentError && (
                    <Alert $tone="danger" role="alert">
                      <strong>Payment failed</strong>
                      <p>There was an error processing your payment. Please try again. ({paymentError})</p>
                    </Alert>
                  )}
                </Panel>
              </Stack>
              <Stack>
                <Summary as="section" aria-labelledby="summary-heading">
                  <h2 id="summary-heading">Order summary</h2>
                  <ul>
                    {lines.map((line) => (
                      <li key={line.id}>
                        <span>
                          {line.name}
                          <small>
                            Qty {line.quantity} × {formatCents(line.unitPriceCents)}
                          </small>
                        </span>
                        <strong>{formatCents(lineTotalCents(line))}</strong>
                      </li>
                    ))}
                  </ul>
                  <dl>
                    <div>
                      <dt>Subtotal</dt>
                      <dd>{formatCents(totals.subtotalCents)}</dd>
                    </div>
                    <div>
                      <dt>Shipping</dt>
                      <dd>Free</dd>
                    </div>
                    <div>
                      <dt>Illinois Tax ({ratePercentText(ILLINOIS_TAX_BP)})</dt>
                      <dd>{formatCents(totals.illinoisTaxCents)}</dd>
                    </div>
                    {totals.chicagoTaxCents !== null ? (
                      <div>
                        <dt>Chicago Tax ({ratePercentText(CHICAGO_TAX_BP)})</dt>
                        <dd>{formatCents(totals.chicagoTaxCents)}</dd>
                      </div>
                    ) : null}
                  </dl>
                  {totals.chicagoTaxCents === null && <p className="note">Taxes calculated based on Illinois rates</p>}
                  <dl className="grand">
                    <div className="total">
                      <dt>Total</dt>
                      <dd>{formatCents(totals.totalCents)}</dd>
                    </div>
                  </dl>
                  <PrimaryButton type={submitType} disabled={processing || card.status !== 'ready'}>
                    {processing ? 'Processing...' : `Pay ${formatCents(totals.totalCents)}`}
                  </PrimaryButton>
                </Summary>
                <Secure aria-labelledby="secure-heading">
                  <h2 id="secure-heading">Secure checkout</h2>
                  <ul>
                    <li>Card details go straight to our payment provider; we never see or store your card number.</li>
                    <li>Every page is served over an encrypted connection.</li>
                    <li>
                      Questions about an order? Call <a href={business.phone.href}>{business.phone.display}</a>.
                    </li>
                  </ul>
                </Secure>
              </Stack>
            </Columns>
          </form>
        )}
      </Container>
    </Page>
  );
}

const Page = styled.div`
  background: linear-gradient(180deg, var(--color-surface-alt), var(--color-surface) 360px);
  padding: 40px 0 80px;
  h1 {
    font-family: var(--font-display);
    font-size: clamp(2rem, 4vw, 2.8rem);
    margin: 0 0 6px;
  }
  .lead {
    color: var(--color-ink-soft);
    margin: 0 0 28px;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 24px;
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(0, 1.5fr) minmax(0, 1fr);
  }
`;

const Stack = styled.div`
  display: grid;
  gap: 24px;
  h2 {
    font-size: 1.2rem;
    margin: 0 0 16px;
  }
`;

const Fields = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: 1fr;
  @media (min-width: 560px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    .wide {
      grid-column: 1 / -1;
    }
  }
`;

const CardSlot = styled.div`
  min-height: 90px;
  .test-card {
    display: grid;
    gap: 12px;
    grid-template-columns: 1fr 1fr;
  }
  .test-card-note,
  .test-card-cardNumber {
    grid-column: 1 / -1;
  }
  .test-card-note {
    margin: 0;
    padding: 10px 12px;
    border-radius: var(--radius-sm);
    background: var(--color-notice-tint);
    border: 1px dashed var(--color-notice-line);
    color: var(--color-notice-ink);
    font-size: 0.88rem;
    line-height: 1.5;
  }
  .test-card-field {
    display: grid;
    gap: 6px;
    font-weight: 600;
    font-size: 0.95rem;
  }
  .test-card-field input {
    font: inherit;
    font-weight: 400;
    padding: 11px 12px;
    border: 1px solid var(--color-line-strong);
    border-radius: var(--radius-sm);
    min-width: 0;
  }
  .test-card-field input:focus-visible {
    outline: 3px solid var(--color-focus);
    border-color: var(--color-ink);
  }
`;

const TestBadge = styled.span`
  display: inline-block;
  margin-left: 10px;
  padding: 2px 10px;
  border-radius: 999px;
  background: var(--color-notice-strong);
  color: var(--color-on-dark);
  font-size: 0.72rem;
  font-weight: 800;
  letter-spacing: 0.08em;
  vertical-align: middle;
`;

const Status = styled.p`
  color: var(--color-muted);
  margin: 8px 0 0;
`;

/** Holds the form's room while the cart and the payment field load, so nothing below jumps when they arrive. */
const Preparing = styled(Status)`
  min-height: 100vh;
`;

const Summary = styled(Panel)`
  ul {
    list-style: none;
    margin: 0 0 16px;
    padding: 0;
    display: grid;
    gap: 12px;
  }
  li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    font-size: 0.95rem;
  }
  li small {
    display: block;
    color: var(--color-muted);
  }
  dl {
    margin: 0;
    display: grid;
    gap: 10px;
    border-top: 1px solid var(--color-line);
    padding-top: 16px;
  }
  dl div {
    display: flex;
    justify-content: space-between;
    gap: 12px;
  }
  dt {
    color: var(--color-ink-soft);
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
  dl.grand {
    border-top: 0;
    padding-top: 12px;
    margin-top: 10px;
  }
  .total {
    font-size: 1.2rem;
    border-top: 1px solid var(--color-line);
    padding-top: 12px;
  }
  .note {
    color: var(--color-ink-soft);
    font-size: 0.88rem;
    margin: 10px 0 0;
  }
  button {
    width: 100%;
    margin-top: 20px;
  }
`;

const Secure = styled.aside`
  background: var(--color-night);
  color: var(--color-on-dark-muted);
  border-radius: var(--radius-lg);
  padding: 22px 24px;
  h2 {
    color: var(--color-on-dark);
    font-size: 1.05rem;
    margin: 0 0 10px;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 8px;
    font-size: 0.92rem;
  }
  li {
    position: relative;
    padding-left: 20px;
    line-height: 1.5;
  }
  li::before {
    content: '';
    position: absolute;
    left: 0;
    top: 0.5em;
    width: 8px;
    height: 8px;
    border-radius: 999px;
    background: var(--color-brand);
  }
  a {
    color: var(--color-brand-on-dark);
  }
`;

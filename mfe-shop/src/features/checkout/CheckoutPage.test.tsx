import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderShop, teeLine } from '../../test-utils';
import type { PaymentProvider, TokenizeResult } from '../payment';

/** A provider whose card field answers what the test says. */
function fakeProvider(answer: () => TokenizeResult): PaymentProvider {
  return {
    id: 'test',
    testMode: true,
    attachCard: async (container) => {
      container.textContent = 'Card field';
      return { tokenize: async () => answer(), destroy: async () => {} };
    },
  };
}

const contact = {
  'First name': 'Maria',
  'Last name': 'Lopez',
  Email: 'maria@example.com',
  'Phone number': '(773) 555-0199',
  Address: '2200 W Irving Park Rd',
  City: 'Chicago',
  'ZIP code': '60618',
};

async function fillContact(overrides: Partial<typeof contact> = {}) {
  await screen.findByLabelText('First name');
  for (const [label, value] of Object.entries({ ...contact, ...overrides }))
    await userEvent.type(screen.getByLabelText(label), value);
}

const row = (label: string) => screen.getByText(label).parentElement!;
const payButton = () => screen.findByRole('button', { name: /^Pay \$/ });

describe('checkout', () => {
  it('sends a visitor with an empty cart back to /shopping with the spec toast', async () => {
    const { toastTitles } = renderShop('/checkout');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/shopping$/));
    expect(toastTitles()).toEqual(['Your cart is empty Please add items to your cart before proceeding to checkout.']);
  });

  it('shows the form after a moment with IL and a fixed US', async () => {
    renderShop('/checkout', { lines: [teeLine] });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Secure Checkout');
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    expect(await screen.findByLabelText('State')).toHaveValue('IL');
    expect(screen.getByLabelText('Country')).toHaveValue('US');
    expect(screen.getByLabelText('Country')).toBeDisabled();
  });

  it('names every missing field, toasts once and clears a message when its field is edited', async () => {
    const { toastTitles } = renderShop('/checkout', { lines: [teeLine] });
    await userEvent.clear(await screen.findByLabelText('State'));
    await userEvent.click(await payButton());
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'Address is required',
      'City is required',
      'State is required',
      'ZIP code is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(toastTitles()).toEqual(['Please fill in all required fields.']);
    expect(screen.getByLabelText('First name')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('First name'), 'M');
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
  });

  it('adds the Chicago tax for a 606 ZIP and only Illinois tax elsewhere', async () => {
    renderShop('/checkout', { lines: [teeLine] });
    const zip = await screen.findByLabelText('ZIP code');
    expect(row('Subtotal')).toHaveTextContent('$50.00');
    expect(row('Shipping')).toHaveTextContent('Free');
    expect(row('Illinois Tax (6.25%)')).toHaveTextContent('$3.13');
    expect(screen.getByText('Taxes calculated based on Illinois rates')).toBeInTheDocument();
    expect(row('Total')).toHaveTextContent('$53.13');

    await userEvent.type(zip, '60614');
    expect(row('Chicago Tax (4.75%)')).toHaveTextContent('$2.38');
    expect(screen.queryByText('Taxes calculated based on Illinois rates')).not.toBeInTheDocument();
    expect(row('Total')).toHaveTextContent('$55.51');

    await userEvent.clear(zip);
    await userEvent.type(zip, '60201');
    expect(screen.queryByText('Chicago Tax (4.75%)')).not.toBeInTheDocument();
    expect(row('Total')).toHaveTextContent('$53.13');
  });

  it('says the payment system is unavailable, keeps Pay disabled and starts again on Retry', async () => {
    let attempts = 0;
    const provider = async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('script blocked');
      return fakeProvider(() => ({ ok: true, token: 't' }));
    };
    const { toastTitles } = renderShop('/checkout', { lines: [teeLine], provider });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment system unavailable');
    expect(toastTitles()).toEqual([
      'Payment system unavailable We are experiencing issues with our payment system. Please try again later.',
    ]);
    expect(await payButton()).toBeDisabled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Pay \$/ })).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('TEST MODE')).toBeInTheDocument();
  });

  it('refuses to charge while the card field is not there yet', async () => {
    const { store, toastTitles } = renderShop('/checkout', {
      lines: [teeLine],
      provider: () => new Promise<PaymentProvider>(() => {}),
    });
    await fillContact();
    expect(screen.getByRole('button', { name: /^Pay \$/ })).toBeDisabled();
    // Pay is disabled; a scripted submit (or one from a browser extension) still meets the guard.
    fireEvent.submit(screen.getByRole('form', { name: 'Checkout' }));
    await waitFor(() =>
      expect(toastTitles()).toEqual(['Payment system not ready Please refresh the page and try again.']),
    );
    expect(store.getState().cart.lines).toEqual([teeLine]);
  });

  it('keeps the cart and says Payment failed when the card is refused', async () => {
    const { store, toastTitles } = renderShop('/checkout', {
      lines: [teeLine],
      provider: async () => fakeProvider(() => ({ ok: false, reason: 'The card was declined.' })),
    });
    await fillContact();
    await waitFor(() => expect(screen.getByRole('button', { name: /^Pay \$/ })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: /^Pay \$/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed');
    expect(toastTitles()).toEqual(['Payment failed There was an error processing your payment. Please try again.']);
    expect(store.getState().cart.lines).toEqual([teeLine]);
    expect(screen.getByRole('button', { name: 'Pay $55.51' })).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/checkout$/);
  });

  it('processes for two seconds, then confirms, empties the cart and shows the order number', async () => {
    // Time moves with the test's steps, and on its own only as fast as the machine does.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const { store, toastTitles } = renderShop('/checkout', {
      lines: [teeLine],
      provider: async () => fakeProvider(() => ({ ok: true, token: 'tok' })),
    });
    await fillContact();
    await waitFor(() => expect(screen.getByRole('button', { name: /^Pay \$/ })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Pay $55.51' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByRole('heading', { level: 1, name: 'Order confirmed' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/thank-you$/);
    expect(store.getState().cart.lines).toEqual([]);
    expect(toastTitles()).toEqual([
      expect.stringMatching(/^Payment successful! Order ORD-\d{6} is being processed\.$/),
    ]);
    const orderNumber = /ORD-\d{6}/.exec(toastTitles()[0]!)![0];
    expect(screen.getByText(orderNumber)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shopping');
  });
});

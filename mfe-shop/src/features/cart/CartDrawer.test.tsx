import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderShop, teeLine } from '../../test-utils';

const capLine = {
  id: 'wrap-lab-snapback',
  name: 'Wrap Lab Snapback',
  description: 'Navy',
  unitPriceCents: 2800,
  category: 'merchandise',
  quantity: 1,
};
const summaryRow = (dialog: HTMLElement, label: string) => within(dialog).getByText(label).parentElement!;

describe('cart drawer', () => {
  // The drawer's code is fetched on first open; loaded here once, so no test waits on the transform.
  beforeAll(() => import('./OpenCartDrawer'));

  // The browser's modal keeps Tab inside and turns Escape into a cancel; the e2e suite presses those keys.
  it("opens as the browser's modal with focus inside, and its cancel (Escape) closes it and returns focus", async () => {
    renderShop('/shop/not-a-product', { lines: [teeLine] });
    const opener = screen.getByRole('button', { name: /View Cart/ });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('button', { name: 'Close cart' })).toHaveFocus();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('changes quantities, removes lines and keeps the subtotal and total', async () => {
    const { store } = renderShop('/shopping/wrap-lab-tee', { lines: [teeLine, capLine] });
    await userEvent.click(screen.getByRole('button', { name: /View Cart/ }));
    const dialog = await screen.findByRole('dialog');
    expect(summaryRow(dialog, 'Subtotal')).toHaveTextContent('Subtotal$78.00');
    expect(summaryRow(dialog, 'Total')).toHaveTextContent('Total$78.00');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity of Wrap Lab Snapback' }));
    expect(within(dialog).getByLabelText('Quantity of Wrap Lab Snapback')).toHaveTextContent('2');
    expect(summaryRow(dialog, 'Subtotal')).toHaveTextContent('$106.00');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Decrease quantity of Wrap Lab Crew Tee' }));
    expect(within(dialog).getByLabelText('Quantity of Wrap Lab Crew Tee')).toHaveTextContent('1');
    expect(within(dialog).getByRole('button', { name: 'Decrease quantity of Wrap Lab Crew Tee' })).toBeDisabled();
    expect(summaryRow(dialog, 'Subtotal')).toHaveTextContent('$81.00');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Wrap Lab Snapback' }));
    expect(within(dialog).queryByText('Wrap Lab Snapback')).not.toBeInTheDocument();
    expect(summaryRow(dialog, 'Total')).toHaveTextContent('$25.00');
    expect(store.getState().cart.lines).toEqual([{ ...teeLine, quantity: 1 }]);
    expect(within(dialog).getByRole('button', { name: 'Close cart' })).toHaveFocus();
  });

  it('goes to /checkout from Checkout Securely and closes', async () => {
    renderShop('/shopping/wrap-lab-tee', { lines: [teeLine] });
    await userEvent.click(screen.getByRole('button', { name: /View Cart/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Checkout Securely' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/checkout$/);
  });
});

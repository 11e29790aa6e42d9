import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderShop } from '../../test-utils';

const result = (panel: HTMLElement, label: string) => within(panel).getByText(label).parentElement!;

describe('material calculator panel', () => {
  it('starts at 100% coverage and prices the chosen film, size and coverage', async () => {
    const { store, toastTitles } = renderShop('/shopping/3m-2080-gloss-black-roll');
    const panel = screen.getByRole('region', { name: 'Material calculator' });
    const percent = within(panel).getByLabelText('Coverage percent');
    expect(percent).toHaveValue(100);
    expect(result(panel, 'Material needed')).toHaveTextContent('Material needed200 sq ft');
    expect(result(panel, 'Estimated price')).toHaveTextContent('Estimated price$1,050.00');

    await userEvent.selectOptions(within(panel).getByLabelText('Material'), 'kpmf-color-shift');
    await userEvent.click(within(panel).getByText('Truck/Van'));
    expect(within(panel).getByRole('radio', { name: /Truck\/Van/ })).toBeChecked();
    await userEvent.clear(percent);
    await userEvent.type(percent, '50');
    await userEvent.tab();
    expect(result(panel, 'Material needed')).toHaveTextContent('Material needed150 sq ft');
    expect(result(panel, 'Estimated price')).toHaveTextContent('Estimated price$1,342.50');

    await userEvent.click(within(panel).getByRole('button', { name: 'Add to Cart' }));
    expect(store.getState().cart.lines).toEqual([
      {
        id: 'material-kpmf-color-shift-truck-50',
        name: 'KPMF Iridescent Color Shift wrap film',
        description: 'Per sq ft · Truck/Van vehicle (300 sq ft) at 50% coverage',
        unitPriceCents: 895,
        quantity: 150,
        category: 'wrap_material',
      },
    ]);
    expect(toastTitles()).toEqual([
      'Added to cart! KPMF Iridescent Color Shift wrap film has been added to your cart.',
    ]);
  });

  it('keeps a typed coverage within 10 to 100', async () => {
    renderShop('/shopping/3m-2080-gloss-black-roll');
    const panel = screen.getByRole('region', { name: 'Material calculator' });
    const percent = within(panel).getByLabelText('Coverage percent');
    await userEvent.clear(percent);
    await userEvent.type(percent, '250');
    await userEvent.tab();
    expect(percent).toHaveValue(100);
    await userEvent.clear(percent);
    await userEvent.type(percent, '3');
    await userEvent.tab();
    expect(percent).toHaveValue(10);
    expect(within(panel).getByLabelText('Coverage')).toHaveValue('10');
  });
});

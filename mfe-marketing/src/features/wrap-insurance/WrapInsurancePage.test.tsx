import { fireEvent, screen, within } from '@testing-library/react';
import { renderRemote } from 'shared-contracts/testing/render-remote';
import { WrapInsurancePage } from './WrapInsurancePage';

describe('wrap insurance', () => {
  it('preselects Gold, and choosing a card moves the one selection', () => {
    renderRemote(<WrapInsurancePage />, { path: '/wrap-insurance' });
    const plans = screen.getAllByRole('radio');
    expect(plans.map((p) => p.getAttribute('aria-checked'))).toEqual(['false', 'true', 'false']);
    expect(within(plans[1]!).getByText('Selected')).toBeInTheDocument();
    expect(screen.getAllByText('Selected')).toHaveLength(1);

    fireEvent.click(screen.getByRole('radio', { name: /Platinum/ }));
    expect(screen.getAllByRole('radio').map((p) => p.getAttribute('aria-checked'))).toEqual(['false', 'false', 'true']);
    expect(within(screen.getByRole('radio', { name: /Platinum/ })).getByText('Selected')).toBeInTheDocument();
    expect(screen.getAllByText('Selected')).toHaveLength(1);
  });

  it('shows every figure of the plan table', () => {
    renderRemote(<WrapInsurancePage />, { path: '/wrap-insurance' });
    const [silver, gold, platinum] = screen.getAllByRole('radio');
    for (const text of ['$14.99', '7-10 days', 'Up to $1,500 covered', 'Up to $500', '$50 per claim']) expect(silver).toHaveTextContent(text);
    for (const text of ['$29.99', '72 hours', 'Up to $750 covered', 'Up to $1,000', '$50 per claim', '1 free touch-up per year']) expect(gold).toHaveTextContent(text);
    for (const text of ['$49.99', '24 hours', 'Free removal', 'Unlimited', 'No deductible', '2 free touch-ups per year', 'Pro-rated refund on early removal']) {
      expect(platinum).toHaveTextContent(text);
    }
  });

  it('says when each removal guarantee applies, so Gold covers at least what Silver does', () => {
    renderRemote(<WrapInsurancePage />, { path: '/wrap-insurance' });
    const [silver, gold, platinum] = screen.getAllByRole('radio');
    expect(silver).toHaveTextContent('One removal, once the film reaches the end of its rated life');
    expect(gold).toHaveTextContent('For an early removal, on top of one end-of-life removal up to $1,500');
    expect(platinum).toHaveTextContent("Early or at the end of the film's life");
    // The refund of plan fees is its own row, so Gold's "Not included" there cannot read as no early removal.
    expect(within(screen.getByRole('radio', { name: /Gold/ })).getByText('Refund on early removal').nextElementSibling).toHaveTextContent('Not included');
    // A card is named by its text, so no card may name another plan.
    for (const plan of ['Silver', 'Gold', 'Platinum']) expect(screen.getAllByRole('radio', { name: new RegExp(plan) })).toHaveLength(1);
  });

  it('links the two purchase paths', () => {
    renderRemote(<WrapInsurancePage />, { path: '/wrap-insurance' });
    expect(screen.getByRole('link', { name: 'Add to New Wrap Order' })).toHaveAttribute('href', '/print-ship');
    expect(screen.getByRole('link', { name: 'Purchase for Existing Wrap' })).toHaveAttribute('href', '/contact');
  });

  it('opens one FAQ at a time, and the open one closes', () => {
    renderRemote(<WrapInsurancePage />, { path: '/wrap-insurance' });
    const first = screen.getByRole('button', { name: 'What does wrap insurance cover?' });
    const second = screen.getByRole('button', { name: 'How is the plan billed?' });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('button', { expanded: true })).toEqual([]);
  });
});

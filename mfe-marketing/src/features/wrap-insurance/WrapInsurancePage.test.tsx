import { fireEvent, screen, within } from '@testing-library/react';

import { renderRemote } from 'shared-contracts/testing/render-remote';

import { WrapInsurancePage } from './WrapInsurancePage';

const card = (plan: string) => screen.getByRole('radio', { name: plan }).closest('[data-plan]') as HTMLElement;

describe('wrap insurance', () => {
  it('preselects Gold in one native radio group, and choosing a card by its title moves the one selection', () => {
    renderRemote(<WrapInsurancePage />, { path: '/wrap-insurance' });
    const plans = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(plans.map((p) => p.name)).toEqual(['plan', 'plan', 'plan']);
    expect(plans.map((p) => p.checked)).toEqual([false, true, false]);

    fireEvent.click(screen.getByText('Platinum', { selector: 'label' }));
    expect(plans.map((p) => p.checked)).toEqual([false, false, true]);
  });

  it('draws Selected and the chosen plan line for every plan, for CSS to show the checked one', () => {
    renderRemote(<WrapInsurancePage />, { path: '/wrap-insurance' });
    for (const plan of ['Silver', 'Gold', 'Platinum']) {
      expect(within(card(plan)).getByText('Selected')).toHaveClass('when-selected');
      expect(
        screen.getByText(
          (_, element) =>
            element?.getAttribute('data-plan-summary') !== null &&
            element?.textContent?.startsWith(`${plan} selected:`) === true,
        ),
      ).toBeInTheDocument();
    }
  });

  it('shows every figure of the plan table', () => {
    renderRemote(<WrapInsurancePage />, { path: '/wrap-insurance' });
    const [silver, gold, platinum] = ['Silver', 'Gold', 'Platinum'].map(card);
    for (const text of ['$14.99', '7-10 days', 'Up to $1,500 covered', 'Up to $500', '$50 per claim'])
      expect(silver).toHaveTextContent(text);
    for (const text of [
      '$29.99',
      '72 hours',
      'Up to $750 covered',
      'Up to $1,000',
      '$50 per claim',
      '1 free touch-up per year',
    ])
      expect(gold).toHaveTextContent(text);
    for (const text of [
      '$49.99',
      '24 hours',
      'Free removal',
      'Unlimited',
      'No deductible',
      '2 free touch-ups per year',
      'Pro-rated refund on early removal',
    ]) {
      expect(platinum).toHaveTextContent(text);
    }
  });

  it('says when each removal guarantee applies, so Gold covers at least what Silver does', () => {
    renderRemote(<WrapInsurancePage />, { path: '/wrap-insurance' });
    const [silver, gold, platinum] = ['Silver', 'Gold', 'Platinum'].map(card);
    expect(silver).toHaveTextContent('One removal, once the film reaches the end of its rated life');
    expect(gold).toHaveTextContent('For an early removal, on top of one end-of-life removal up to $1,500');
    expect(platinum).toHaveTextContent("Early or at the end of the film's life");
    // The refund of plan fees is its own row, so Gold's "Not included" there cannot read as no early removal.
    expect(within(gold!).getByText('Refund on early removal').nextElementSibling).toHaveTextContent('Not included');
    // Each radio is named by its plan alone.
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'silver',
      'gold',
      'platinum',
    ]);
    for (const plan of ['Silver', 'Gold', 'Platinum'])
      expect(screen.getAllByRole('radio', { name: plan })).toHaveLength(1);
  });

  it('links the two purchase paths', () => {
    renderRemote(<WrapInsurancePage />, { path: '/wrap-insurance' });
    expect(screen.getByRole('link', { name: 'Add to New Wrap Order' })).toHaveAttribute('href', '/print-ship');
    expect(screen.getByRole('link', { name: 'Purchase for Existing Wrap' })).toHaveAttribute('href', '/contact');
  });

  it('draws its FAQ as one group of details with the first open (the browser keeps one open at a time)', () => {
    renderRemote(<WrapInsurancePage />, { path: '/wrap-insurance' });
    const details = [...document.querySelectorAll('details')];
    expect(details[0]).toHaveTextContent('What does wrap insurance cover?');
    expect(details.map((d) => d.open)).toEqual(details.map((_, index) => index === 0));
    expect(new Set(details.map((d) => d.getAttribute('name'))).size).toBe(1);
  });
});

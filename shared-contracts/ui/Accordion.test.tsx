// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { Accordion } from './Accordion';

const items = [
  { title: 'How long does a wrap last?', content: 'Five to seven years.' },
  { title: 'Can I wash it?', content: 'Wait 72 hours first.' },
];

const button = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('opens the item given at first and keeps the others closed', () => {
    render(<Accordion items={items} initiallyOpen={0} />);
    expect(button('How long does a wrap last?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Five to seven years.')).toBeVisible();
    expect(screen.getByText('Wait 72 hours first.')).not.toBeVisible();
  });

  it('opens one item at a time', () => {
    render(<Accordion items={items} initiallyOpen={0} />);
    fireEvent.click(button('Can I wash it?'));
    expect(button('Can I wash it?')).toHaveAttribute('aria-expanded', 'true');
    expect(button('How long does a wrap last?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the open item when it is chosen again', () => {
    render(<Accordion items={items} />);
    fireEvent.click(button('Can I wash it?'));
    fireEvent.click(button('Can I wash it?'));
    expect(button('Can I wash it?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Wait 72 hours first.')).not.toBeVisible();
  });
});

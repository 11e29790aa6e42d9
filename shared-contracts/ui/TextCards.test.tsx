// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';

import { TextCards } from './TextCards';

describe('TextCards', () => {
  it('lists each card as an item with its heading and its text', () => {
    render(
      <TextCards
        items={[
          { title: 'Certified installers', text: 'Every wrap is laid by a certified installer.' },
          { title: 'Written warranty', text: 'Film and labour are covered in writing.' },
        ]}
      />,
    );
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Certified installers',
      'Written warranty',
    ]);
    expect(cards[1]).toHaveTextContent('Film and labour are covered in writing.');
  });
});

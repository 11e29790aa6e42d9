// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';

import { Accordion } from './Accordion';

const items = [
  { title: 'How long does a wrap last?', content: 'Five to seven years.' },
  { title: 'Can I wash it?', content: 'Wait 72 hours first.' },
];

const item = (title: string) => screen.getByText(title).closest('details') as HTMLDetailsElement;

describe('Accordion', () => {
  it('opens the item given at first and keeps the others closed', () => {
    render(<Accordion items={items} initiallyOpen={0} />);
    expect(item('How long does a wrap last?').open).toBe(true);
    expect(item('Can I wash it?').open).toBe(false);
  });

  it('draws one exclusive group of details, titled by headings inside their summaries, in the server HTML', () => {
    const html = renderToString(<Accordion items={items} initiallyOpen={0} headingLevel={2} />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const details = [...doc.querySelectorAll('details')];
    expect(details).toHaveLength(2);
    expect(new Set(details.map((d) => d.getAttribute('name'))).size).toBe(1);
    expect(details[0]!.getAttribute('name')).not.toBe('');
    expect(details.map((d) => d.hasAttribute('open'))).toEqual([true, false]);
    expect(details.map((d) => d.querySelector(':scope > summary > h2')?.textContent)).toEqual(
      items.map((i) => i.title),
    );
  });

  it('leaves what the visitor opened to the browser when it renders again', () => {
    const { rerender } = render(<Accordion items={items} initiallyOpen={0} />);
    item('Can I wash it?').open = true;
    fireEvent(item('Can I wash it?'), new Event('toggle'));
    rerender(<Accordion items={items} initiallyOpen={0} />);
    expect(item('Can I wash it?').open).toBe(true);
  });
});

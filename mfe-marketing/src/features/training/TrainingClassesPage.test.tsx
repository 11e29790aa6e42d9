import { screen } from '@testing-library/react';

import { renderMarketingApp } from '../../test-utils';

/** The text of the definition after the term `term` in the page's class strip. */
const definitionOf = (term: string) =>
  [...document.querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling?.textContent;

describe('training classes page', () => {
  it('keeps the published class date, never as the next class', async () => {
    renderMarketingApp('/training-classes');
    await screen.findByRole('heading', { level: 1 });
    expect(definitionOf('Next class:')).toBe('Set with each group of up to 6 students: ask for the next date');
    expect(definitionOf('Next class:')).not.toMatch(/\d{4}/);
    expect(definitionOf('Classes since:')).toBe('June 15, 2023');
    expect(screen.getByRole('link', { name: 'ask for the next date' })).toHaveAttribute(
      'href',
      '/contact?subject=Training%20class%20dates',
    );
  });
});

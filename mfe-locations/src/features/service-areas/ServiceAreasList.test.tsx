import { render, screen } from '@testing-library/react';

import { MemoryRouter } from 'shared-contracts/routing/router';

import ServiceAreasList from './ServiceAreasList';

describe('ServiceAreasList (the home page fragment)', () => {
  it('links every town to its page with its miles, the home base first', () => {
    render(
      <MemoryRouter>
        <ServiceAreasList />
      </MemoryRouter>,
    );
    // Plain DOM queries: role queries over 200 links are slow in the test DOM.
    const links = [...screen.getByRole('list', { name: 'Towns we serve' }).querySelectorAll('a')];
    expect(links.length).toBeGreaterThanOrEqual(150);
    expect(links[0]).toHaveTextContent('Chicago, IL');
    expect(links[0]).toHaveTextContent('Our home base');
    expect(links[0]).toHaveAttribute('href', '/locations/chicago');
    const evanston = links.find((a) => a.textContent?.startsWith('Evanston, IL'));
    expect(evanston).toHaveAttribute('href', '/locations/evanston');
    expect(evanston).toHaveTextContent('6 miles');
  });
});

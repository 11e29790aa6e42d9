import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import ServiceAreasList from './ServiceAreasList';

describe('ServiceAreasList (the home page fragment)', () => {
  it('links every town to its page with its miles, the home base first', () => {
    render(
      <MemoryRouter>
        <ServiceAreasList />
      </MemoryRouter>,
    );
    const links = within(screen.getByRole('list', { name: 'Towns we serve' })).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(150);
    expect(links[0]).toHaveTextContent('Chicago, IL');
    expect(links[0]).toHaveTextContent('Our home base');
    expect(links[0]).toHaveAttribute('href', '/locations/chicago');
    const evanston = screen.getByRole('link', { name: /Evanston, IL/ });
    expect(evanston).toHaveAttribute('href', '/locations/evanston');
    expect(evanston).toHaveTextContent('6 miles');
  });
});

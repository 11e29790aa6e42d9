import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'shared-contracts/routing/router';
import type { Town } from 'shared-contracts/towns/town-lookup';
import { ServiceAreas } from './ServiceAreas';

const towns: Town[] = [
  { id: 'chicago', name: 'Chicago', state: 'IL', county: 'Cook', population: 2665039, distance: 0 },
  { id: 'evanston', name: 'Evanston', state: 'IL', county: 'Cook', population: 75470, distance: 13 },
  { id: 'kenosha', name: 'Kenosha', state: 'WI', county: 'Kenosha', population: 99000, distance: 62 },
];

const renderAreas = (list: readonly Town[] | null) =>
  render(
    <MemoryRouter>
      <ServiceAreas towns={list} />
    </MemoryRouter>,
  );

describe('ServiceAreas', () => {
  it('starts collapsed and toggles between View and Hide Service Locations', () => {
    renderAreas(towns);
    const toggle = screen.getByRole('button', { name: 'View Service Locations' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Service locations' })).not.toBeInTheDocument();
    fireEvent.click(toggle);
    expect(toggle).toHaveTextContent('Hide Service Locations');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle);
    expect(toggle).toHaveTextContent('View Service Locations');
    expect(screen.queryByRole('list', { name: 'Service locations' })).not.toBeInTheDocument();
  });

  it('lists every town as a link to its page with its distance in miles', () => {
    renderAreas(towns);
    fireEvent.click(screen.getByRole('button', { name: 'View Service Locations' }));
    const links = within(screen.getByRole('list', { name: 'Service locations' })).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Chicago, IL0 miles (home base)', '/locations/chicago'],
      ['Evanston, IL13 miles', '/locations/evanston'],
      ['Kenosha, WI62 miles', '/locations/kenosha'],
    ]);
  });

  it('shows a loading state, not an error, while the town list is on its way', () => {
    renderAreas(null);
    fireEvent.click(screen.getByRole('button', { name: 'View Service Locations' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading service locations…');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('links to the four service states', () => {
    renderAreas(null);
    const states = within(screen.getByRole('list', { name: 'States we serve' })).getAllByRole('link');
    expect(states.map((a) => a.getAttribute('href'))).toEqual(['/regions/illinois', '/regions/wisconsin', '/regions/indiana', '/regions/michigan']);
  });
});

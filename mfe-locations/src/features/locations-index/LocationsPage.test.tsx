import { screen, within } from '@testing-library/react';

import { renderPage } from '../../test-utils';
import { LocationsPage } from './LocationsPage';
import { TownsPage } from './TownsPage';

describe('LocationsPage', () => {
  it('declares itself a collection page with the Home > Locations trail it shows', () => {
    const page = renderPage(<LocationsPage />, { path: '/locations' });
    const meta = page.lastMeta();
    expect(meta?.pageType).toBe('CollectionPage');
    expect(meta?.breadcrumbs).toEqual([
      { name: 'Home', url: '/' },
      { name: 'Locations', url: '/locations' },
    ]);
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Locations']);
    expect(meta?.structuredData).toBeUndefined();
  });

  it('links each service state to its region page with its count of locations', () => {
    renderPage(<LocationsPage />, { path: '/locations' });
    const states = within(screen.getByRole('region', { name: 'Our Service States' }));
    const illinois = states.getByRole('link', { name: /Illinois/ });
    expect(illinois).toHaveAttribute('href', '/regions/illinois');
    expect(illinois).toHaveTextContent('99 locations');
    expect(states.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/regions/illinois',
      '/regions/michigan',
      '/regions/indiana',
      '/regions/wisconsin',
    ]);
  });

  it('links Iowa, Missouri and Ohio to their region pages with their counts of locations', () => {
    renderPage(<LocationsPage />, { path: '/locations' });
    const states = within(screen.getByRole('region', { name: 'Beyond Our Four States' })).getAllByRole('link');
    expect(states.map((a) => [a.getAttribute('href'), a.querySelector('.count')?.textContent])).toEqual([
      ['/regions/iowa', '15 locations'],
      ['/regions/missouri', '15 locations'],
      ['/regions/ohio', '15 locations'],
    ]);
    const ohio = within(screen.getByRole('navigation', { name: 'Popular Ohio locations' })).getAllByRole('link');
    expect(ohio[0]).toHaveTextContent('Toledo, OH');
    expect(ohio[0]).toHaveAttribute('href', '/locations/toledo');
  });

  it('lists the first 8 locations of each state, labelled with the state code', () => {
    renderPage(<LocationsPage />, { path: '/locations' });
    const illinois = within(screen.getByRole('navigation', { name: 'Popular Illinois locations' })).getAllByRole(
      'link',
    );
    expect(illinois).toHaveLength(8);
    expect(illinois[0]).toHaveTextContent('Chicago, IL');
    expect(illinois[0]).toHaveAttribute('href', '/locations/chicago');
    const michigan = within(screen.getByRole('navigation', { name: 'Popular Michigan locations' })).getAllByRole(
      'link',
    );
    expect(michigan[0]).toHaveTextContent(/, MI$/);
  });

  it("offers the Don't See Your Town? box with a contact link and a call", () => {
    renderPage(<LocationsPage />, { path: '/locations' });
    const box = within(screen.getByRole('complementary', { name: "Don't See Your Town?" }));
    expect(box.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(box.getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+17735550148');
  });
});

describe('TownsPage', () => {
  it('declares itself a collection page with the Home > Locations > Towns We Serve trail it shows', () => {
    const page = renderPage(<TownsPage />, { path: '/towns' });
    const meta = page.lastMeta();
    expect(meta?.pageType).toBe('CollectionPage');
    expect(meta?.breadcrumbs).toEqual([
      { name: 'Home', url: '/' },
      { name: 'Locations', url: '/locations' },
      { name: 'Towns We Serve', url: '/towns' },
    ]);
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Locations', 'Towns We Serve']);
    expect(meta?.structuredData).toBeUndefined();
  });

  it('groups every town by state code then name, with population and distance', () => {
    renderPage(<TownsPage />, { path: '/towns' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(0, 7)).toEqual([
      'Iowa (15)',
      'Illinois (99)',
      'Indiana (33)',
      'Michigan (27)',
      'Missouri (15)',
      'Ohio (15)',
      'Wisconsin (45)',
    ]);
    expect(screen.getByRole('region', { name: 'Illinois (99)' }).querySelector('a')).toHaveTextContent('Addison');
    const card = (name: string) =>
      [...document.querySelectorAll('a')].find((a) => a.querySelector('strong')?.textContent === name);
    expect(card('Chicago')).toHaveTextContent('Population 2,720,546');
    expect(card('Chicago')).toHaveTextContent('Our home base');
    expect(card('Chicago')).toHaveAttribute('href', '/locations/chicago');
    expect(card('Evanston')).toHaveTextContent('6 miles from Chicago');
  });
});

describe('LocationsPage grouped view', () => {
  it('also shows every town grouped by state on the index', () => {
    renderPage(<LocationsPage />, { path: '/locations' });
    const all = within(screen.getByRole('region', { name: 'All Locations by State' }));
    expect(all.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Iowa (15)',
      'Illinois (99)',
      'Indiana (33)',
      'Michigan (27)',
      'Missouri (15)',
      'Ohio (15)',
      'Wisconsin (45)',
    ]);
  });
});

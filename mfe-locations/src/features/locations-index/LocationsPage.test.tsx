import { fireEvent, screen, within } from '@testing-library/react';

import { renderPage } from '../../test-utils';
import { LocationsPage } from './LocationsPage';
import { TownsPage } from './TownsPage';

const search = () => screen.getByRole('search', { name: 'Town search' });
const searchFor = (words: string) => {
  fireEvent.change(within(search()).getByLabelText('Find your town'), { target: { value: words } });
  fireEvent.submit(search());
};
const notFound = () => document.getElementById('town-not-found') as HTMLElement;

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

  it('states the service area as the four service states', () => {
    renderPage(<LocationsPage />, { path: '/locations' });
    expect(screen.getByText('Illinois · Indiana · Michigan · Wisconsin')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/\d+ towns in \d+ states|\d+ locations/);
  });

  it('leads with a town search that is a plain GET form to /locations?town=…, with every town suggested', () => {
    renderPage(<LocationsPage />, { path: '/locations' });
    const form = search() as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/locations');
    expect(form.getAttribute('method')).toBe('get');
    const input = within(form).getByLabelText('Find your town');
    expect(input).toHaveAttribute('name', 'town');
    expect(input).toBeRequired();
    const options = [...document.querySelectorAll(`datalist#${input.getAttribute('list')} option`)];
    expect(options).toHaveLength(249);
    expect(options.map((o) => o.getAttribute('value'))).toContain('Arlington Heights, IL');
  });

  it('takes a found town straight to its page, however it was typed', () => {
    renderPage(<LocationsPage />, { path: '/locations' });
    searchFor('  arlington   HEIGHTS ');
    expect(screen.getByTestId('location')).toHaveTextContent('/locations/arlington-heights');
  });

  it('takes a suggestion as written ("Niles, MI") to that town, not its namesake', () => {
    renderPage(<LocationsPage />, { path: '/locations' });
    searchFor('Niles, MI');
    expect(screen.getByTestId('location')).toHaveTextContent('/locations/niles-mi');
  });

  it('names an unknown town and suggests the nearest spellings, staying on the page', () => {
    renderPage(<LocationsPage />, { path: '/locations' });
    expect(notFound()).not.toHaveAttribute('data-shown');
    searchFor('Evanstn');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/locations$/);
    expect(notFound()).toHaveAttribute('data-shown');
    expect(notFound()).toHaveTextContent('We couldn\'t find "Evanstn" in our town list.');
    expect(
      within(screen.getByRole('navigation', { name: 'Did you mean' })).getByRole('link', { name: 'Evanston, IL' }),
    ).toHaveAttribute('href', '/locations/evanston');
  });

  it('names the unknown town the server sent back (?not-found=…)', () => {
    renderPage(<LocationsPage />, { path: '/locations?not-found=Atlantis' });
    expect(notFound()).toHaveAttribute('data-shown');
    expect(notFound()).toHaveTextContent('We couldn\'t find "Atlantis" in our town list.');
    expect(within(notFound()).getByRole('link', { name: 'ask us' })).toHaveAttribute('href', '/contact');
  });

  it('links each service state to its region page with its count of towns and its first 8 towns', () => {
    renderPage(<LocationsPage />, { path: '/locations' });
    const states = within(screen.getByRole('region', { name: 'Our service states' }));
    const regionLinks = states.getAllByRole('link', { name: /\d+ towns$/ });
    expect(regionLinks.map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['/regions/illinois', 'Illinois99 towns'],
      ['/regions/michigan', 'Michigan27 towns'],
      ['/regions/indiana', 'Indiana33 towns'],
      ['/regions/wisconsin', 'Wisconsin45 towns'],
    ]);
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

  it('keeps every town of a service state behind one folded disclosure', () => {
    renderPage(<LocationsPage />, { path: '/locations' });
    const disclosures = [...document.querySelectorAll('details')];
    expect(disclosures.map((d) => d.querySelector('summary')?.textContent)).toEqual([
      'All 99 towns in Illinois',
      'All 27 towns in Michigan',
      'All 33 towns in Indiana',
      'All 45 towns in Wisconsin',
    ]);
    expect(disclosures.every((d) => !d.open)).toBe(true);
    const illinois = within(screen.getByRole('list', { name: 'All Illinois towns' })).getAllByRole('link');
    expect(illinois).toHaveLength(99);
    expect(illinois[0]).toHaveTextContent('Addison');
    expect(illinois[0]).toHaveAttribute('href', '/locations/addison');
  });

  it('lists Iowa, Missouri and Ohio as Print & Ship regions', () => {
    renderPage(<LocationsPage />, { path: '/locations' });
    const regions = within(screen.getByRole('region', { name: 'Print & Ship regions' })).getAllByRole('link', {
      name: /by Print & Ship$/,
    });
    expect(regions.map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['/regions/iowa', 'Iowa15 cities by Print & Ship'],
      ['/regions/missouri', 'Missouri15 cities by Print & Ship'],
      ['/regions/ohio', 'Ohio15 cities by Print & Ship'],
    ]);
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

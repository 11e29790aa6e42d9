import { act, screen, waitFor, within } from '@testing-library/react';

import type { TownLookup } from 'shared-contracts/towns/town-lookup';

import { renderPage } from '../../test-utils';
import { townLookup } from '../../towns/town-lookup';
import { TownPage } from './TownPage';

const at = (path: string, loadLookup = () => Promise.resolve(townLookup)) =>
  renderPage(<TownPage loadLookup={loadLookup} />, { path, pattern: '/locations/:townSlug' });

/** Render and let the town list arrive inside `act`, as React needs for suspended data in tests. */
async function loaded(path: string, loadLookup?: () => Promise<TownLookup>) {
  let page!: ReturnType<typeof at>;
  await act(async () => {
    page = at(path, loadLookup);
  });
  return page;
}

describe('TownPage', () => {
  it('shows the loading text, then the town page with its metadata', async () => {
    let arrive!: (lookup: TownLookup) => void;
    const list = new Promise<TownLookup>((resolve) => (arrive = resolve));
    let page!: ReturnType<typeof at>;
    await act(async () => {
      page = at('/locations/evanston', () => list);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading information for evanston');
    await act(async () => {
      arrive(townLookup);
      await list;
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vehicle Wraps in Evanston, Illinois' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Cook County', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Evanston location FAQs' })).toBeInTheDocument();
    // The page declares its metadata in an effect, after the heading is on screen.
    await waitFor(() => expect(page.lastMeta()?.title).toBe('Vehicle Wraps in Evanston, IL | Wrap Lab Chicago'));
    const meta = page.lastMeta();
    expect(meta?.canonical).toBe('/locations/evanston');
    expect(meta?.location).toEqual({ placename: 'Evanston', region: 'IL', latitude: 42.04114, longitude: -87.69006 });
    expect(meta?.structuredData?.map((d) => d['@type'])).toEqual(['LocalBusiness', 'Place', 'FAQPage']);
    expect(meta?.breadcrumbs).toEqual([
      { name: 'Home', url: '/' },
      { name: 'Locations', url: '/locations' },
      { name: 'Evanston, IL', url: '/locations/evanston' },
    ]);
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Locations', 'Evanston, IL']);
  });

  it('draws a Missouri town listed by its region page with its own facts, state name and metadata', async () => {
    const page = await loaded('/locations/st-louis');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vehicle Wraps in St. Louis, Missouri' }),
    ).toBeInTheDocument();
    const facts = [...document.querySelectorAll('dl[aria-label="St. Louis at a glance"] dd')].map(
      (dd) => dd.textContent,
    );
    expect(facts).toEqual([
      'About 6 hours 15 minutes',
      '264 miles',
      'City of Saint Louis',
      'Print & Ship fleet graphics',
    ]);
    expect(
      screen.getByText(/Print & Ship service sends printed, laminated panels straight to St. Louis, MO/),
    ).toBeInTheDocument();
    await waitFor(() => expect(page.lastMeta()?.title).toBe('Vehicle Wraps in St. Louis, MO | Wrap Lab Chicago'));
    expect(page.lastMeta()?.location).toEqual({
      placename: 'St. Louis',
      region: 'MO',
      latitude: 38.62727,
      longitude: -90.19789,
    });
  });

  it('normalises capitals and spaces in the address before looking the town up', async () => {
    await loaded('/locations/Oak%20Park');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vehicle Wraps in Oak Park, Illinois' }),
    ).toBeInTheDocument();
  });

  it('shows Town Not Found, suggestions and the toast for an unknown town', async () => {
    const page = await loaded('/locations/napervile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Town Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naperville, IL' })).toHaveAttribute('href', '/locations/naperville');
    expect(screen.getByRole('link', { name: 'See All Locations' })).toHaveAttribute('href', '/locations');
    expect(page.toasts()).toEqual([
      expect.objectContaining({
        title: 'Town information for napervile not found',
        description: 'Please check our locations page for available towns.',
        variant: 'destructive',
      }),
    ]);
    await waitFor(() => expect(page.lastMeta()?.noindex).toBe(true));
  });

  it('shows the error toast when the town data cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await loaded('/locations/evanston', () => Promise.reject(new Error('chunk failed')));
    expect(await screen.findByRole('heading', { level: 1, name: 'Town information unavailable' })).toBeInTheDocument();
    expect(page.toasts()).toEqual([
      expect.objectContaining({
        title: 'Error loading town information',
        description: 'Please try again later or contact support if the problem persists.',
        variant: 'destructive',
      }),
    ]);
  });
});

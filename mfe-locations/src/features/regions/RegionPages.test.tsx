import { screen, within } from '@testing-library/react';

import type { PageMeta } from 'shared-contracts/store/page-meta';

import { renderPage } from '../../test-utils';
import { RegionPage, RegionsPage } from './RegionPages';

const region = (path: string) => renderPage(<RegionPage />, { path, pattern: '/regions/:region' });
const generic = (path: string) => renderPage(<RegionsPage />, { path, pattern: '/regions' });

interface BusinessRecord {
  areaServed: { name: string }[];
  openingHoursSpecification: { dayOfWeek: unknown; closes: string }[];
}
const businessIn = (meta: PageMeta | undefined) =>
  meta?.structuredData?.find((d) => d['@type'] === 'LocalBusiness') as unknown as BusinessRecord;
const saturdayClose = (business: BusinessRecord) =>
  business.openingHoursSpecification.find((h) => h.dayOfWeek === 'Saturday')?.closes;
const visibleTrail = () =>
  within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('state region pages', () => {
  it('renders the Illinois template: title, breadcrumb, why choose, cities, sidebar and call to action', () => {
    const page = region('/regions/illinois');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Professional Vehicle Wrapping Services in Illinois',
    );
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Locations' })).toHaveAttribute('href', '/locations');
    expect(screen.getByText('Expert installation by certified professionals')).toBeInTheDocument();
    expect(screen.getByTestId('region-description').innerHTML).toContain('<strong>');
    const evanston = screen.getByRole('link', { name: /^Evanston/ });
    expect(evanston).toHaveAttribute('href', '/locations/evanston');
    expect(evanston).toHaveTextContent('Cook County');
    expect(evanston).toHaveTextContent('Population 75,527');
    expect(evanston).toHaveTextContent('6 miles from Chicago');
    const services = within(screen.getByRole('navigation', { name: 'Services in Illinois' })).getAllByRole('link');
    expect(services.map((a) => a.textContent)).toEqual([
      'Commercial Fleet Wraps',
      'Color Change Wraps',
      'Ceramic Coatings',
      'Paint Protection Film',
      'Vehicle Graphics',
    ]);
    const nearby = within(screen.getByRole('navigation', { name: 'Nearby Regions' })).getAllByRole('link');
    expect(nearby.map((a) => a.getAttribute('href'))).toEqual([
      '/regions/indiana',
      '/regions/michigan',
      '/regions/wisconsin',
    ]);
    expect(screen.getByRole('heading', { name: 'Ready to Transform Your Vehicles in Illinois?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a Free Quote' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'View Our Gallery' })).toHaveAttribute('href', '/gallery');
    const meta = page.lastMeta();
    expect(meta?.title).toBe('Professional Vehicle Wrapping Services in Illinois | Wrap Lab Chicago');
    expect(meta?.structuredData?.map((d) => d['@type'])).toEqual(['LocalBusiness']);
    expect(businessIn(meta).areaServed.map((a) => a.name)).toEqual(['Illinois']);
    expect(saturdayClose(businessIn(meta))).toBe('15:00');
    expect(visibleTrail()).toEqual(['Locations', 'Illinois']);
    expect(meta?.breadcrumbs).toEqual([
      { name: 'Home', url: '/' },
      { name: 'Locations', url: '/locations' },
      { name: 'Illinois', url: '/regions/illinois' },
    ]);
  });

  it('gives Iowa its own title, keywords, organization and Home > Regions > Iowa breadcrumb data, under Locations on screen', () => {
    const page = region('/regions/Iowa');
    expect(screen.getAllByRole('link', { name: /Population/ })).toHaveLength(15);
    const meta = page.lastMeta();
    expect(meta?.title).toBe('Vehicle Wraps in Iowa | Fleet Graphics & Print & Ship | Wrap Lab Chicago');
    expect(meta?.keywords).toContain('fleet wraps Des Moines');
    expect(meta?.structuredData?.map((d) => d['@type'])).toEqual(['Organization', 'LocalBusiness']);
    expect(saturdayClose(businessIn(meta))).toBe('15:00');
    expect(businessIn(meta).areaServed.map((a) => a.name)).not.toContain('Iowa');
    expect(meta?.breadcrumbs).toEqual([
      { name: 'Home', url: '/' },
      { name: 'Regions', url: '/locations' },
      { name: 'Iowa', url: '/regions/iowa' },
    ]);
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Locations' }),
    ).toHaveAttribute('href', '/locations');
    expect(visibleTrail()).toEqual(['Locations', 'Iowa']);
    expect(screen.getByRole('heading', { name: 'Cities we ship to in Iowa' })).toBeInTheDocument();
    expect(screen.getByText('Print & Ship region · Iowa')).toBeInTheDocument();
  });

  it("links Ohio's cities to their town pages and names the neighbors without a page, unlinked", () => {
    region('/regions/ohio');
    const columbus = screen.getByRole('link', { name: /^Columbus/ });
    expect(columbus).toHaveAttribute('href', '/locations/columbus');
    expect(columbus).toHaveTextContent('Franklin County');
    expect(columbus).toHaveTextContent('Population 850,106');
    const nearby = within(screen.getByRole('navigation', { name: 'Nearby Regions' }));
    expect(nearby.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/regions/michigan',
      '/regions/indiana',
    ]);
    expect(nearby.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Michigan',
      'Indiana',
      'Kentucky by Print & Ship',
      'Pennsylvania by Print & Ship',
    ]);
  });

  it('sends an unknown region to /locations with the error toast', () => {
    const page = region('/regions/kansas');
    expect(screen.getByTestId('location')).toHaveTextContent('/locations');
    expect(page.toasts()).toEqual([
      expect.objectContaining({
        title: 'Region "kansas" not found',
        description: 'Please check our locations page for available regions.',
        variant: 'destructive',
      }),
    ]);
  });
});

describe('generic region page', () => {
  it('capitalises the name and shows We Also Serve, six recent projects and the before/after pair', async () => {
    generic('/regions?region=wisconsin');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vehicle Wraps in Wisconsin');
    const serve = within(screen.getByRole('region', { name: 'We Also Serve' })).getAllByRole('link');
    expect(serve.map((a) => a.textContent)).not.toContain('Wisconsin');
    expect(serve[0]).toHaveAttribute('href', '/regions/illinois');
    expect(within(screen.getByRole('region', { name: 'Recent Projects' })).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByText('White Luxury Vehicle')).toBeInTheDocument();
    expect(screen.getByText('Blue Sport Luxury Vehicle with premium vinyl')).toBeInTheDocument();
    expect(await screen.findByTestId('hero-background')).toHaveAttribute('data-media-id');
  });

  it('accepts the name in any case', () => {
    generic('/regions?region=MICHIGAN');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vehicle Wraps in Michigan');
  });

  it("declares its breadcrumb trail and the region's business record with the region Saturday hours", () => {
    const page = generic('/regions?region=wisconsin');
    const meta = page.lastMeta();
    expect(visibleTrail()).toEqual(['Locations', 'Wisconsin']);
    expect(meta?.breadcrumbs).toEqual([
      { name: 'Home', url: '/' },
      { name: 'Locations', url: '/locations' },
      { name: 'Wisconsin', url: '/regions/wisconsin' },
    ]);
    expect(meta?.structuredData?.map((d) => d['@type'])).toEqual(['LocalBusiness']);
    expect(businessIn(meta).areaServed.map((a) => a.name)).toEqual(['Wisconsin']);
    expect(saturdayClose(businessIn(meta))).toBe('15:00');
  });

  it('redirects a name outside the four service states with the toast', () => {
    const page = generic('/regions?region=texas');
    expect(screen.getByTestId('location')).toHaveTextContent('/locations');
    expect(page.toasts()[0]).toMatchObject({ title: 'Region "texas" not found' });
  });

  it('shows Region Not Found when no name is given', () => {
    generic('/regions');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Region Not Found');
    expect(
      screen.getByText("We couldn't find information for this region. Please select from our available service areas."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See All Locations' })).toHaveAttribute('href', '/locations');
  });
});

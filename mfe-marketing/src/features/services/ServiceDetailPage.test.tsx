import { screen, within } from '@testing-library/react';

import { renderMarketingApp } from '../../test-utils';

const links = (name: string | RegExp) => screen.getAllByRole('link', { name });

describe('service detail page', () => {
  it('shows the service with its breadcrumb, description, benefits and FAQ', () => {
    const { meta } = renderMarketingApp('/services/ceramic-coatings');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ceramic Coatings');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
    expect(within(crumbs).getByText('Ceramic Coatings')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'Hydrophobic protection' })).toBeInTheDocument();
    expect(screen.getByText(/bring the vehicle back once a year for an annual inspection/)).toBeInTheDocument();
    expect(meta()?.canonical).toBe('/services/ceramic-coatings');
    expect(meta()?.structuredData?.map((d) => d['@type'])).toEqual(['Service', 'FAQPage']);
    expect(meta()?.breadcrumbs).toEqual([
      { name: 'Home', url: '/' },
      { name: 'Services', url: '/services' },
      { name: 'Ceramic Coatings', url: '/services/ceramic-coatings' },
    ]);
    expect(meta()?.pageType).toBeUndefined();
  });

  it('draws its FAQ as one group of details, the first open (the browser keeps one open at a time)', () => {
    renderMarketingApp('/services/vehicle-wraps');
    const faq = screen.getByRole('heading', { name: 'Vehicle wraps FAQ' }).parentElement as HTMLElement;
    const details = [...faq.querySelectorAll('details')];
    expect(details[0]).toHaveTextContent('How much does a full vehicle wrap cost?');
    expect(details.some((d) => d.textContent?.startsWith('How long does a vehicle wrap last?'))).toBe(true);
    expect(details.map((d) => d.open)).toEqual(details.map((_, index) => index === 0));
    expect(new Set(details.map((d) => d.getAttribute('name'))).size).toBe(1);
    expect(screen.getByText(/\$3,000-\$5,000\+ for cars and \$5,000-\$8,000\+ for trucks and vans/)).toBeVisible();
  });

  it('shows three related services by the rules and a View All Services link', () => {
    renderMarketingApp('/services/paint-protection-film');
    const related = screen.getByRole('heading', { name: 'Related services' }).parentElement as HTMLElement;
    const cards = within(related).getAllByRole('link', { name: /^Learn more about/ });
    expect(cards.map((a) => a.getAttribute('href'))).toEqual([
      '/services/vehicle-wraps',
      '/services/commercial-fleet-wraps',
      '/services/color-change-wraps',
    ]);
    expect(within(related).getByRole('link', { name: 'View All Services' })).toHaveAttribute('href', '/services');
  });

  it('adds the wrap options block only on the vehicle wraps page', () => {
    renderMarketingApp('/services/vehicle-wraps');
    const block = screen.getByRole('heading', { name: 'Explore our wrap & film options' }).parentElement as HTMLElement;
    expect(
      within(block)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/services/color-change-wraps',
      '/services/commercial-fleet-wraps',
      '/services/paint-protection-film',
      '/services/partial-wraps',
    ]);
  });

  it('has no wrap options block on other service pages', () => {
    renderMarketingApp('/services/partial-wraps');
    expect(screen.queryByRole('heading', { name: 'Explore our wrap & film options' })).not.toBeInTheDocument();
  });

  it('shows the before/after pairs of its own service, and no band where it has none', () => {
    const { unmount } = renderMarketingApp('/services/color-change-wraps');
    const band = screen.getByRole('region', { name: 'Before and after' });
    expect(within(band).getByRole('slider', { name: 'Color change: slide to compare before and after' })).toBeVisible();
    unmount();
    renderMarketingApp('/services/fleet-graphics');
    expect(screen.queryByRole('region', { name: 'Before and after' })).not.toBeInTheDocument();
  });

  it('shows Service Not Found for an unknown slug, with its links', () => {
    const { meta } = renderMarketingApp('/services/boat-wraps');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Service Not Found');
    expect(
      screen.getByText("We couldn't find the service you're looking for. Please check our available services below."),
    ).toBeInTheDocument();
    expect(links('Vehicle Wraps')[0]).toHaveAttribute('href', '/services/vehicle-wraps');
    expect(links('Commercial Fleet Wraps')[0]).toHaveAttribute('href', '/services/commercial-fleet-wraps');
    expect(links('Ceramic Coatings')[0]).toHaveAttribute('href', '/services/ceramic-coatings');
    expect(links('View All Services')[0]).toHaveAttribute('href', '/services');
    expect(meta()?.noindex).toBe(true);
  });
});

describe('services index', () => {
  it('links to each of the eight service pages', () => {
    const { meta } = renderMarketingApp('/services');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our services');
    const hrefs = screen.getAllByRole('link', { name: /^Learn more about/ }).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/services/vehicle-wraps',
      '/services/commercial-fleet-wraps',
      '/services/ceramic-coatings',
      '/services/paint-protection-film',
      '/services/color-change-wraps',
      '/services/fleet-graphics',
      '/services/vehicle-graphics',
      '/services/partial-wraps',
    ]);
    expect(meta()?.pageType).toBe('CollectionPage');
    expect(meta()?.breadcrumbs).toEqual([
      { name: 'Home', url: '/' },
      { name: 'Services', url: '/services' },
    ]);
    expect(meta()?.structuredData).toBeUndefined();
  });
});

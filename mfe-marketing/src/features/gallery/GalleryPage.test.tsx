import { fireEvent, screen, within } from '@testing-library/react';

import { renderMarketingApp } from '../../test-utils';

describe('gallery page', () => {
  it('has chips to four services and calls to action to /contact and /services', () => {
    const { meta } = renderMarketingApp('/gallery');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Project gallery');
    const chips = within(screen.getByRole('list', { name: 'Browse by service' })).getAllByRole('link');
    expect(chips.map((a) => a.getAttribute('href'))).toEqual([
      '/services/commercial-fleet-wraps',
      '/services/color-change-wraps',
      '/services/vehicle-graphics',
      '/services/ceramic-coatings',
    ]);
    expect(screen.getByRole('link', { name: 'Get a Free Quote' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute('href', '/services');
    expect(meta()?.canonical).toBe('/gallery');
    expect(meta()?.pageType).toBe('CollectionPage');
    expect(meta()?.breadcrumbs).toEqual([
      { name: 'Home', url: '/' },
      { name: 'Gallery', url: '/gallery' },
    ]);
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Gallery']);
    expect(meta()?.structuredData).toBeUndefined();
  });

  it('opens a project larger and closes it again', () => {
    renderMarketingApp('/gallery');
    fireEvent.click(screen.getByRole('button', { name: 'View larger: Tacos El Camino food truck' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Enlarged image: Illustration: Tacos El Camino food truck, Chicago, IL',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

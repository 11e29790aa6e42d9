import { screen, within } from '@testing-library/react';

import { renderMarketingApp } from '../../test-utils';

describe('about page', () => {
  it('tells the story and lists every service with a link', () => {
    renderMarketingApp('/about');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About Wrap Lab Chicago');
    expect(screen.getByText(/started in 2010/)).toBeInTheDocument();
    const list = screen.getByRole('heading', { name: 'Services we offer' }).parentElement as HTMLElement;
    expect(
      within(list)
        .getAllByRole('link', { name: /Wraps|Coatings|Film|Graphics/ })
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/services/vehicle-wraps',
      '/services/commercial-fleet-wraps',
      '/services/ceramic-coatings',
      '/services/paint-protection-film',
      '/services/color-change-wraps',
      '/services/fleet-graphics',
      '/services/vehicle-graphics',
      '/services/partial-wraps',
    ]);
  });

  it('declares itself an about page with its breadcrumb trail and the organization', () => {
    const { meta } = renderMarketingApp('/about');
    expect(meta()?.pageType).toBe('AboutPage');
    expect(meta()?.breadcrumbs).toEqual([
      { name: 'Home', url: '/' },
      { name: 'About', url: '/about' },
    ]);
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'About']);
    expect(meta()?.structuredData?.map((d) => d['@type'])).toEqual(['Organization']);
  });
});

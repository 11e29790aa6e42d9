import { screen, within } from '@testing-library/react';

import { renderMarketingApp } from '../../test-utils';

describe('testimonials page', () => {
  it('shows two featured reviews with five stars, a role and a service tag', () => {
    renderMarketingApp('/testimonials');
    const featured = within(
      screen.getByRole('heading', { name: 'Featured reviews' }).parentElement as HTMLElement,
    ).getAllByRole('article');
    expect(featured).toHaveLength(2);
    const [first] = featured as [HTMLElement];
    expect(within(first).getByRole('img', { name: 'Rated 5 out of 5 stars' })).toHaveTextContent('★★★★★');
    expect(within(first).getByText('Owner, Ortiz Plumbing · Chicago, IL')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Commercial Fleet Wraps' })).toHaveAttribute(
      'href',
      '/services/commercial-fleet-wraps',
    );
  });

  it('has a further testimonials block', () => {
    renderMarketingApp('/testimonials');
    const more = screen.getByRole('heading', { name: 'More from our customers' }).parentElement as HTMLElement;
    expect(within(more).getAllByRole('article').length).toBeGreaterThanOrEqual(2);
  });

  it('declares its breadcrumb trail and the business with the two featured reviews', () => {
    const { meta } = renderMarketingApp('/testimonials');
    expect(meta()?.breadcrumbs).toEqual([
      { name: 'Home', url: '/' },
      { name: 'Testimonials', url: '/testimonials' },
    ]);
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Testimonials']);
    expect(meta()?.structuredData?.map((d) => d['@type'])).toEqual(['LocalBusiness']);
    const business = meta()?.structuredData?.[0] as unknown as { review: unknown[] };
    expect(business.review).toHaveLength(2);
  });
});

import { screen, within } from '@testing-library/react';

import { renderMarketingApp } from '../../test-utils';

const section = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('details') as HTMLDetailsElement;
const titles = [
  'Vehicle Wraps Warranty',
  'Ceramic Coating Warranty',
  'Paint Protection Film Warranty',
  'How to File a Warranty Claim',
];

describe('warranty page', () => {
  it('has the four sections with the first open, as one group of details the browser keeps to one open', () => {
    renderMarketingApp('/warranty-information');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Warranty information');
    expect(titles.map((t) => section(t).open)).toEqual([true, false, false, false]);
    expect(new Set(titles.map((t) => section(t).getAttribute('name'))).size).toBe(1);
    expect(screen.getByText(/Color change wraps are covered for 3 years/)).toBeVisible();
  });

  it('calls to action lead to /contact and /wrap-insurance', () => {
    renderMarketingApp('/warranty-information');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Explore Wrap Insurance' })).toHaveAttribute('href', '/wrap-insurance');
    expect(screen.getAllByRole('link', { name: 'warranty@wraplabchicago.com' })[0]).toHaveAttribute(
      'href',
      'mailto:warranty@wraplabchicago.com',
    );
  });

  it('declares its breadcrumb trail and the warranty promise', () => {
    const { meta } = renderMarketingApp('/warranty-information');
    expect(meta()?.breadcrumbs).toEqual([
      { name: 'Home', url: '/' },
      { name: 'Warranty Information', url: '/warranty-information' },
    ]);
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Warranty Information']);
    expect(meta()?.structuredData?.map((d) => d['@type'])).toEqual(['WarrantyPromise']);
  });
});

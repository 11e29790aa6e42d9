import { screen, within } from '@testing-library/react';

import { renderMarketingApp } from '../test-utils';
import { CONTENT_PUBLISHED } from './use-content-page-meta';

describe('content page metadata', () => {
  it('gives the page type, trail and dates the shell builds the page and breadcrumb records from', () => {
    const { meta } = renderMarketingApp('/blog');
    expect(meta()).toMatchObject({
      title: 'Knowledge Center: Vehicle Wrap, Coating & PPF Blog | Wrap Lab Chicago',
      canonical: '/blog',
      pageType: 'CollectionPage',
      publishedTime: CONTENT_PUBLISHED,
      breadcrumbs: [
        { name: 'Home', url: '/' },
        { name: 'Blog', url: '/blog' },
      ],
    });
    expect(Number.isNaN(Date.parse(meta()?.modifiedTime ?? ''))).toBe(false);
    expect(meta()?.structuredData).toBeUndefined();
  });

  it("passes on only the page's own records, and no page type when the page gives none", () => {
    const { meta } = renderMarketingApp('/wrap-insurance');
    expect(meta()?.pageType).toBeUndefined();
    expect(meta()?.breadcrumbs).toEqual([
      { name: 'Home', url: '/' },
      { name: 'Wrap Insurance', url: '/wrap-insurance' },
    ]);
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Wrap Insurance']);
    expect(meta()?.structuredData?.map((d) => d['@type'])).toEqual(['OfferCatalog', 'FAQPage']);
  });
});

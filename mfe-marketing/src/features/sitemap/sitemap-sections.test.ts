import { findRoute } from 'shared-contracts/routes/route-table';

import { sitemapSections } from './sitemap-sections';

const allLinks = () => sitemapSections().flatMap((section) => section.links.map((link) => link.to));

describe('the HTML sitemap', () => {
  it('lists only paths a route of the site answers, never the generic region page without a region', () => {
    for (const path of allLinks()) expect(findRoute(path), path).toBeDefined();
    expect(allLinks()).not.toContain('/regions');
    expect(allLinks()).toEqual(expect.arrayContaining(['/regions/iowa', '/regions/ohio', '/towns', '/locations']));
  });

  it('lists the design template categories', () => {
    const company = sitemapSections()[0]!;
    expect(company.links.filter((link) => link.to.startsWith('/templates/'))).toEqual([
      { to: '/templates/commercial-vans', label: 'Commercial Vans design templates' },
      { to: '/templates/trucks', label: 'Trucks design templates' },
      { to: '/templates/specialty', label: 'Specialty design templates' },
    ]);
  });
});

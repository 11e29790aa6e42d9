import { describe, expect, it } from 'vitest';

import { findRoute } from 'shared-contracts/routes/route-table';

import {
  footerGroups,
  footerQuickLinks,
  legalLinks,
  locationsMenu,
  menuOwning,
  resourcesMenu,
  servicesMenu,
} from './site-navigation';

const menus = [servicesMenu, locationsMenu, resourcesMenu];
const owner = (pathname: string) => menuOwning(pathname, menus)?.label;

describe('the menu that holds the current page', () => {
  it('is Services for the index, every service and the protection pages it lists', () => {
    expect(owner('/services')).toBe('Services');
    expect(owner('/services/partial-wraps')).toBe('Services');
    expect(owner('/wrap-insurance')).toBe('Services');
  });

  it('is Locations for towns, regions and the town list', () => {
    expect(owner('/locations/evanston')).toBe('Locations');
    expect(owner('/regions/ohio')).toBe('Locations');
    expect(owner('/towns')).toBe('Locations');
  });

  it('is Resources for articles, case studies, guides and the shop', () => {
    expect(owner('/blog/ceramic-coating-vs-wax')).toBe('Resources');
    expect(owner('/case-studies/chicago-plumbing-fleet')).toBe('Resources');
    expect(owner('/resources/vinyl-wrap-care-guide')).toBe('Resources');
    expect(owner('/shop/wrap-lab-tee')).toBe('Resources');
  });

  it('is none for pages with their own menu item, and never matches on a shared prefix alone', () => {
    expect(owner('/')).toBeUndefined();
    expect(owner('/gallery')).toBeUndefined();
    expect(owner('/print-ship')).toBeUndefined();
    expect(owner('/servicesx')).toBeUndefined();
  });
});

describe('every link of the header and footer', () => {
  const links = [
    ...menus.flatMap((menu) => [...menu.columns.flatMap((column) => column.links), menu.cta]),
    ...footerGroups.flatMap((group) => group.links),
    ...footerQuickLinks,
    ...legalLinks,
  ];

  it('opens a page of the route table', () => {
    for (const link of links) expect(findRoute(link.href), `${link.label}: ${link.href}`).toBeDefined();
  });

  it('leads to the page its label names', () => {
    const pageOf = (label: string) => findRoute(links.find((link) => link.label === label)?.href ?? '')?.page;
    expect(pageOf('Blog')).toBe('Blog');
    expect(pageOf('Vinyl Wrap Care Guide')).toBe('Vinyl Wrap Care Guide');
    expect(pageOf('Evanston, IL')).toBe('Town page');
    expect(pageOf('Wisconsin')).toBe('Region page');
    expect(pageOf('Partial Wraps')).toBe('Service detail');
    expect(links.find((link) => link.label === 'Evanston, IL')?.href).toBe('/locations/evanston');
  });
});

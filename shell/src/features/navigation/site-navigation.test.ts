import { describe, expect, it } from 'vitest';

import { locationsMenu, menuOwning, resourcesMenu, servicesMenu } from './site-navigation';

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

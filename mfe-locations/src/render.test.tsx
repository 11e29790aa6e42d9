// @vitest-environment node
import { regionLinks } from 'shared-contracts/business/regions';
import { headingTexts, renderOnServer, slotProblems } from 'shared-contracts/testing/server-render';

import { paths, render } from './render';
import { townLookup } from './towns/town-lookup';

const siteOrigin = 'https://www.wraplabchicago.test';

const renderAt = (url: string) => renderOnServer(render, url, siteOrigin);

describe('the locations server render', () => {
  it('draws a town page finished, with its heading, in the locations boundary, and declares its metadata', async () => {
    const { html, meta, styles } = await renderAt('/locations/evanston');
    expect(slotProblems(html, 'locations')).toEqual([]);
    expect(html).not.toContain('Loading information');
    expect(headingTexts(html)).toEqual(['Vehicle Wraps in Evanston, Illinois']);
    expect(meta?.title).toBe('Vehicle Wraps in Evanston, IL | Wrap Lab Chicago');
    expect(meta?.canonical).toBe('/locations/evanston');
    expect(styles).toContain('data-styled');
  });

  it('draws a region page with its heading and metadata', async () => {
    const { html, meta } = await renderAt('/regions/illinois');
    expect(slotProblems(html, 'locations')).toEqual([]);
    expect(headingTexts(html)).toEqual(['Professional Vehicle Wrapping Services in Illinois']);
    expect(meta?.title).toBe('Professional Vehicle Wrapping Services in Illinois | Wrap Lab Chicago');
    expect(meta?.canonical).toBe('/regions/illinois');
  });

  it('lists every town under /locations/ and every region under /regions/', () => {
    const all = paths();
    const towns = townLookup.allTowns();
    expect(towns.length).toBeGreaterThan(0);
    for (const town of towns) expect(all).toContain(`/locations/${encodeURIComponent(town.id)}`);
    for (const region of regionLinks) expect(all).toContain(`/regions/${region.slug}`);
    for (const literal of ['/locations', '/regions', '/towns', '/vehicle-wraps-chicago'])
      expect(all).toContain(literal);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(4 + towns.length + regionLinks.length);
  });
});

// @vitest-environment node
import { ServerStyleSheet } from 'styled-components';
import { regionLinks } from 'shared-contracts/business/regions';
import { createServerStore, headingTexts } from 'shared-contracts/testing/server-render';
import { townLookup } from './features/towns/town-lookup';
import { paths, render } from './render';

const siteOrigin = 'https://www.wraplabchicago.test';

async function renderAt(url: string) {
  const { store, rootReducer } = createServerStore();
  const sheet = new ServerStyleSheet();
  try {
    const html = await render({ url, store, rootReducer, sheet, siteOrigin });
    return { html, meta: store.getState().page.meta, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

describe('the locations server render', () => {
  it('draws a town page finished, with its heading, in the locations boundary, and declares its metadata', async () => {
    const { html, meta, styles } = await renderAt('/locations/evanston');
    expect(html).toContain('data-boundary="mfe-locations"');
    // The content is in place: no pending Suspense boundary and no inline script to move it in.
    expect(html).not.toContain('<!--$?-->');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('Loading information');
    expect(headingTexts(html)).toEqual(['Vehicle Wraps in Evanston, Illinois']);
    expect(meta?.title).toBe('Vehicle Wraps in Evanston, IL | Wrap Lab Chicago');
    expect(meta?.canonical).toBe('/locations/evanston');
    expect(styles).toContain('data-styled');
  });

  it('draws a region page with its heading and metadata', async () => {
    const { html, meta } = await renderAt('/regions/illinois');
    expect(html).toContain('data-boundary="mfe-locations"');
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
    for (const literal of ['/locations', '/regions', '/towns', '/vehicle-wraps-chicago']) expect(all).toContain(literal);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(4 + towns.length + regionLinks.length);
  });
});

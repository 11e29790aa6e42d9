// @vitest-environment node
import { ServerStyleSheet } from 'styled-components';
import { createServerStore, headingTexts } from 'shared-contracts/testing/server-render';
import { products } from './features/catalog/products';
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

describe('the shop server render', () => {
  it('draws a product page with its heading, in the shop boundary, and declares its metadata', async () => {
    const { html, meta, styles } = await renderAt('/shop/wrap-lab-tee');
    expect(html).toContain('data-boundary="mfe-shop"');
    // The content is in place: no pending Suspense boundary and no inline script to move it in.
    expect(html).not.toContain('<!--$?-->');
    expect(html).not.toMatch(/<script/i);
    expect(headingTexts(html)).toEqual(['Wrap Lab Crew Tee']);
    expect(meta?.title).toBe('Wrap Lab Crew Tee | Wrap Lab Chicago Shop');
    expect(meta?.canonical).toBe('/shopping/wrap-lab-tee');
    expect(styles).toContain('data-styled');
  });

  it('gives both readings of a product page one canonical URL', async () => {
    const [shop, shopping] = await Promise.all([renderAt('/shop/wrap-lab-tee'), renderAt('/shopping/wrap-lab-tee')]);
    expect(shopping.meta?.canonical).toBe(shop.meta?.canonical);
    expect(headingTexts(shopping.html)).toEqual(['Wrap Lab Crew Tee']);
  });

  it('lists every product under both /shop and /shopping, and the literal pages once', () => {
    const all = paths();
    for (const { id } of products) {
      expect(all).toContain(`/shop/${id}`);
      expect(all).toContain(`/shopping/${id}`);
    }
    for (const literal of ['/shop', '/shopping', '/checkout', '/thank-you']) expect(all.filter((p) => p === literal)).toHaveLength(1);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(4 + 2 * products.length);
  });
});

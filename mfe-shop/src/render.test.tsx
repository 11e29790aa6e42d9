// @vitest-environment node
import { headingTexts, renderOnServer, slotProblems } from 'shared-contracts/testing/server-render';

import { products } from './features/catalog/products';
import { paths, render } from './render';

const siteOrigin = 'https://www.wraplabchicago.test';

const renderAt = (url: string) => renderOnServer(render, url, siteOrigin);

describe('the shop server render', () => {
  it('draws a product page with its heading, in the shop boundary, and declares its metadata', async () => {
    const { html, meta, styles } = await renderAt('/shop/wrap-lab-tee');
    expect(slotProblems(html, 'shop')).toEqual([]);
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
    for (const literal of ['/shop', '/shopping', '/checkout', '/thank-you'])
      expect(all.filter((p) => p === literal)).toHaveLength(1);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(4 + 2 * products.length);
  });
});

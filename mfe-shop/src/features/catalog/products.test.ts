import { mediaCatalog } from 'shared-contracts/media/catalog';

import { galleryImages } from './product';
import { categorySections, exampleApplications, filterCategories, sectionsFor } from './product-categories';
import { findProduct, products, productsIn } from './products';

const mediaIds = new Set<string>(mediaCatalog.map((image) => image.id));

describe('catalog data', () => {
  it('has unique ids usable in a URL', () => {
    const ids = products.map((product) => product.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
  });

  it('has products in every section, with whole-cent prices and an original price above the price', () => {
    for (const section of categorySections) expect(products.some((p) => p.category === section.category)).toBe(true);
    for (const product of products) {
      expect(Number.isInteger(product.priceCents)).toBe(true);
      if (product.originalPriceCents !== undefined)
        expect(product.originalPriceCents).toBeGreaterThan(product.priceCents);
      expect(product.features.length).toBeGreaterThan(0);
    }
  });

  it('only names images the library has', () => {
    for (const product of products) {
      for (const id of [product.image, ...(product.images ?? [])].filter(Boolean))
        expect(mediaIds.has(id as string)).toBe(true);
    }
    for (const strip of Object.values(exampleApplications)) {
      expect(strip).toHaveLength(4);
      for (const id of strip) expect(mediaIds.has(id)).toBe(true);
    }
  });

  it('has the product the route table uses as its example', () => {
    expect(findProduct('wrap-lab-tee')?.name).toBe('Wrap Lab Crew Tee');
    expect(findProduct('no-such-thing')).toBeUndefined();
  });

  it('sells freight for Print & Ship panels, never shipping for a shop order, which ships free', () => {
    for (const product of productsIn('shipping')) {
      expect(product.description, product.id).toContain('Print & Ship');
      expect(`${product.name} ${product.description}`, product.id).not.toMatch(/^shipping|shipping for|delivery/i);
    }
    expect(findProduct('print-ship-standard')?.name).toBe('Wrap Panel Freight, Standard');
  });

  it('shows every section for "all" and one for a category', () => {
    expect(sectionsFor('all').map((s) => s.category)).toEqual([...filterCategories, 'shipping', 'premium_listing']);
    expect(sectionsFor('design').map((s) => s.category)).toEqual(['design']);
  });

  it('gives every product its own picture and a picture strip that opens on it', () => {
    for (const product of products) {
      expect([product.id, product.image]).toEqual([product.id, expect.any(String)]);
      expect(galleryImages(product)[0]).toBe(product.image);
      expect(galleryImages(product).length).toBeGreaterThanOrEqual(2);
    }
    expect(galleryImages(findProduct('wrap-lab-tee')!)).toEqual([
      'product-tee',
      'product-tee-detail',
      'product-tee-flat',
    ]);
  });
});

import type { PageMeta } from 'shared-contracts/store/page-meta';

import { robotsTxt, sitemapEntries, sitemapXml, type RenderedPage } from './sitemap';

const origin = 'https://www.wraplabchicago.test';
const renderedAt = new Date('2026-03-04T23:30:00.000Z');
const page = (path: string, meta: Partial<PageMeta> | null): RenderedPage => ({
  path,
  meta: meta && { title: `${path} title`, description: 'd', canonical: path, ...meta },
});

describe('sitemapEntries', () => {
  it('lists indexable pages at their absolute canonical URL', () => {
    expect(sitemapEntries([page('/gallery', {})], origin, renderedAt)).toEqual([
      { loc: 'https://www.wraplabchicago.test/gallery', lastmod: '2026-03-04' },
    ]);
  });

  it('leaves out noindex pages and pages that declared no metadata', () => {
    const entries = sitemapEntries(
      [page('/checkout', { noindex: true }), page('/dashboard', null), page('/shop', {})],
      origin,
      renderedAt,
    );
    expect(entries.map((entry) => entry.loc)).toEqual(['https://www.wraplabchicago.test/shop']);
  });

  it('gives two paths with one canonical a single entry', () => {
    const entries = sitemapEntries(
      [page('/shop/wrap-lab-tee', { canonical: '/shopping/wrap-lab-tee' }), page('/shopping/wrap-lab-tee', {})],
      origin,
      renderedAt,
    );
    expect(entries).toEqual([{ loc: 'https://www.wraplabchicago.test/shopping/wrap-lab-tee', lastmod: '2026-03-04' }]);
  });

  it('sorts the entries by URL whatever order the pages were rendered in', () => {
    const entries = sitemapEntries(
      [page('/shop', {}), page('/', {}), page('/locations/evanston', {}), page('/about', {})],
      origin,
      renderedAt,
    );
    expect(entries.map((entry) => entry.loc)).toEqual([
      'https://www.wraplabchicago.test/',
      'https://www.wraplabchicago.test/about',
      'https://www.wraplabchicago.test/locations/evanston',
      'https://www.wraplabchicago.test/shop',
    ]);
  });

  it('dates each entry (YYYY-MM-DD) by its modified time, else its published time, else the render', () => {
    const entries = sitemapEntries(
      [
        page('/blog/a', { publishedTime: '2025-01-10T08:00:00Z', modifiedTime: '2025-06-01T08:00:00Z' }),
        page('/blog/b', { publishedTime: '2025-02-20T08:00:00Z' }),
        page('/blog/c', {}),
      ],
      origin,
      renderedAt,
    );
    expect(entries.map((entry) => entry.lastmod)).toEqual(['2025-06-01', '2025-02-20', '2026-03-04']);
    for (const { lastmod } of entries) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('leaves out a canonical on another site', () => {
    expect(sitemapEntries([page('/partner', { canonical: 'https://partner.test/page' })], origin, renderedAt)).toEqual(
      [],
    );
  });
});

describe('sitemapXml', () => {
  it('writes a urlset with one url per entry and escapes & in locations', () => {
    const xml = sitemapXml([
      { loc: 'https://www.wraplabchicago.test/', lastmod: '2026-03-04' },
      { loc: 'https://www.wraplabchicago.test/print-ship?size=a&b', lastmod: '2026-03-05' },
    ]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml).toContain('<url><loc>https://www.wraplabchicago.test/</loc><lastmod>2026-03-04</lastmod></url>');
    expect(xml).toContain('<loc>https://www.wraplabchicago.test/print-ship?size=a&amp;b</loc>');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });
});

describe('robotsTxt', () => {
  it('names the sitemap at the given origin after the rules', () => {
    expect(robotsTxt('User-agent: *\nDisallow: /checkout\n', origin)).toBe(
      'User-agent: *\nDisallow: /checkout\n\nSitemap: https://www.wraplabchicago.test/sitemap.xml\n',
    );
  });

  it('replaces any Sitemap line the rules already have with the one for this origin', () => {
    const rules =
      'User-agent: *\nDisallow: /checkout\n\nSitemap: https://old.example.test/sitemap.xml\nsitemap: http://localhost:8080/sitemap.xml\n';
    const robots = robotsTxt(rules, origin);
    expect(robots.match(/^sitemap:/gim)).toHaveLength(1);
    expect(robots).not.toContain('old.example.test');
    expect(robots).not.toContain('localhost');
    expect(robots).toContain('Disallow: /checkout');
    expect(robots.endsWith('\nSitemap: https://www.wraplabchicago.test/sitemap.xml\n')).toBe(true);
  });
});

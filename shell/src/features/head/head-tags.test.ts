// @vitest-environment happy-dom
import { breadcrumbList, localBusiness, type JsonLd } from 'shared-contracts/seo/json-ld';
import type { PageMeta } from 'shared-contracts/store/page-meta';

import { applyHeadTags, headHtml, headTags, structuredDataFor } from './head-tags';

const origin = 'https://www.example-wraps.test';
const fixedNow = () => new Date('2026-01-02T03:04:05.000Z');

describe('headTags', () => {
  it('makes canonical and image URLs absolute with the site origin', () => {
    const tags = headTags({ title: 'Gallery', description: 'Our work', canonical: '/gallery' }, origin, fixedNow);
    expect(tags.canonical).toBe('https://www.example-wraps.test/gallery');
    expect(tags.meta).toContainEqual({
      key: 'property',
      id: 'og:image',
      content: expect.stringMatching(/^https:\/\/www\.example-wraps\.test\/previews\/gallery\.[0-9a-f]{8}\.jpg$/),
    });
  });

  it("points the preview at the page's own 1200x630 card, described by its title", () => {
    const meta = {
      title: 'Vehicle Wraps in Evanston, IL | Wrap Lab Chicago',
      description: 'd',
      canonical: '/locations/evanston',
      breadcrumbs: [
        { name: 'Home', url: '/' },
        { name: 'Locations', url: '/locations' },
        { name: 'Evanston', url: '/locations/evanston' },
      ],
    };
    const content = (id: string) => headTags(meta, origin, fixedNow).meta.find((tag) => tag.id === id)?.content;
    expect(content('og:image:width')).toBe('1200');
    expect(content('og:image:height')).toBe('630');
    expect(content('og:image:alt')).toBe('Wrap Lab Chicago logo with “Vehicle Wraps in Evanston, IL” (Locations)');
    expect(content('twitter:image:alt')).toBe(content('og:image:alt'));
    expect(content('twitter:image')).toBe(content('og:image'));
    // A new title is a new card, under a new name.
    const renamed = headTags({ ...meta, title: 'Wraps in Evanston' }, origin, fixedNow).meta;
    expect(renamed.find((tag) => tag.id === 'og:image')?.content).not.toBe(content('og:image'));
  });

  it('keeps an absolute canonical as it is', () => {
    const tags = headTags({ title: 't', description: 'd', canonical: 'https://other.test/x' }, origin, fixedNow);
    expect(tags.canonical).toBe('https://other.test/x');
  });

  it('marks noindex pages and defaults the language and modified time', () => {
    const tags = headTags(
      { title: 'Checkout', description: 'd', canonical: '/checkout', noindex: true },
      origin,
      fixedNow,
    );
    expect(tags.meta).toContainEqual({ key: 'name', id: 'robots', content: 'noindex, nofollow' });
    expect(tags.meta).toContainEqual({ key: 'property', id: 'og:locale', content: 'en_US' });
    expect(tags.meta).toContainEqual({
      key: 'property',
      id: 'article:modified_time',
      content: '2026-01-02T03:04:05.000Z',
    });
  });

  it('writes geo tags for a place', () => {
    const tags = headTags(
      {
        title: 't',
        description: 'd',
        canonical: '/locations/evanston',
        location: { placename: 'Evanston', region: 'IL', latitude: 42.04, longitude: -87.69 },
      },
      origin,
      fixedNow,
    );
    expect(tags.meta).toContainEqual({ key: 'name', id: 'geo.position', content: '42.04;-87.69' });
    expect(tags.meta).toContainEqual({ key: 'name', id: 'geo.region', content: 'US-IL' });
  });

  it('escapes structured data so it cannot close its script element', () => {
    const tags = headTags(
      {
        title: 't',
        description: 'd',
        canonical: '/',
        structuredData: [breadcrumbList(origin, [{ name: '</script><b>', url: '/' }])],
      },
      origin,
      fixedNow,
    );
    for (const json of tags.jsonLd) expect(json).not.toContain('</script>');
    const records = tags.jsonLd.map((json) => JSON.parse(json) as JsonLd & { itemListElement?: { name: string }[] });
    expect(records.find((record) => record['@type'] === 'BreadcrumbList')?.itemListElement?.[0]?.name).toBe(
      '</script><b>',
    );
  });
});

describe('applyHeadTags', () => {
  it('replaces the previous page tags instead of piling them up', () => {
    applyHeadTags(headTags({ title: 'One', description: 'first', canonical: '/one' }, origin, fixedNow));
    applyHeadTags(headTags({ title: 'Two', description: 'second', canonical: '/two' }, origin, fixedNow));
    expect(document.title).toBe('Two');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('second');
  });
});

describe('structuredDataFor', () => {
  const page: PageMeta = { title: 'Gallery | Wrap Lab Chicago', description: 'Our work', canonical: '/gallery' };
  const types = (records: JsonLd[]) => records.map((record) => record['@type']);

  it('describes the page at its absolute canonical URL, then the business', () => {
    const records = structuredDataFor(page, origin);
    expect(types(records)).toEqual(['WebPage', 'LocalBusiness']);
    expect(records[0]).toMatchObject({
      '@type': 'WebPage',
      name: 'Gallery | Wrap Lab Chicago',
      description: 'Our work',
      url: 'https://www.example-wraps.test/gallery',
      isPartOf: { '@type': 'WebSite', url: 'https://www.example-wraps.test/' },
    });
    expect(records[1]).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Wrap Lab Chicago',
      url: 'https://www.example-wraps.test/',
    });
  });

  it('gives the page record the page type the page declares', () => {
    const records = structuredDataFor({ ...page, canonical: '/contact', pageType: 'ContactPage' }, origin);
    expect(types(records)).toEqual(['ContactPage', 'LocalBusiness']);
    expect(records[0]?.url).toBe('https://www.example-wraps.test/contact');
  });

  it('adds a BreadcrumbList only when the page gives breadcrumbs, numbered from 1 with absolute URLs', () => {
    expect(types(structuredDataFor({ ...page, breadcrumbs: [] }, origin))).not.toContain('BreadcrumbList');
    const records = structuredDataFor(
      {
        ...page,
        breadcrumbs: [
          { name: 'Home', url: '/' },
          { name: 'Gallery', url: '/gallery' },
          { name: 'Elsewhere', url: 'https://other.test/x' },
        ],
      },
      origin,
    );
    expect(types(records)).toEqual(['WebPage', 'BreadcrumbList', 'LocalBusiness']);
    expect(records[1]?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example-wraps.test/' },
      { '@type': 'ListItem', position: 2, name: 'Gallery', item: 'https://www.example-wraps.test/gallery' },
      { '@type': 'ListItem', position: 3, name: 'Elsewhere', item: 'https://other.test/x' },
    ]);
  });

  it("replaces a derived record with the page's own of the same type, and puts the page's other records after", () => {
    const townBusiness = localBusiness({ origin, url: '/locations/evanston', areaServed: ['Evanston, IL'] });
    const faq: JsonLd = { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [] };
    const records = structuredDataFor(
      { ...page, breadcrumbs: [{ name: 'Home', url: '/' }], structuredData: [townBusiness, faq] },
      origin,
    );
    expect(types(records)).toEqual(['WebPage', 'BreadcrumbList', 'LocalBusiness', 'FAQPage']);
    expect(records.filter((record) => record['@type'] === 'LocalBusiness')).toEqual([townBusiness]);
    expect(records[2]).toBe(townBusiness);
    expect(records[3]).toBe(faq);
  });

  it('keeps one BreadcrumbList when the page also gives its own', () => {
    const own = breadcrumbList(origin, [{ name: 'Start', url: '/' }]);
    const records = structuredDataFor(
      { ...page, breadcrumbs: [{ name: 'Home', url: '/' }], structuredData: [own] },
      origin,
    );
    expect(records.filter((record) => record['@type'] === 'BreadcrumbList')).toEqual([own]);
  });
});

describe('headHtml', () => {
  const hostile = 'Wraps <b>&</b> "Coatings" </title><script>alert(1)</script>';
  const parse = (markup: string) =>
    new DOMParser().parseFromString(`<!doctype html><html><head>${markup}</head><body></body></html>`, 'text/html');

  it('escapes <, " and & in the title and descriptions, so a browser reads back exactly the text', () => {
    const markup = headHtml(
      headTags({ title: hostile, description: hostile, canonical: '/a?b=1&c="2"' }, origin, fixedNow),
    );
    expect(markup).toContain(
      '<title>Wraps &lt;b&gt;&amp;&lt;/b&gt; &quot;Coatings&quot; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>',
    );
    expect(markup).toContain('name="description" content="Wraps &lt;b&gt;&amp;&lt;/b&gt; &quot;Coatings&quot;');
    expect(markup).toContain('href="https://www.example-wraps.test/a?b=1&amp;c=&quot;2&quot;"');
    const doc = parse(markup);
    expect(doc.title).toBe(hostile);
    expect(doc.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(hostile);
    expect(doc.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(hostile);
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.example-wraps.test/a?b=1&c="2"',
    );
    expect(doc.querySelectorAll('b')).toHaveLength(0);
    expect(doc.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0);
  });

  it('never lets JSON-LD close its script element, and each record parses back whole', () => {
    const meta: PageMeta = {
      title: '</script><script>alert(1)</script>',
      description: '<!-- d -->',
      canonical: '/x',
      breadcrumbs: [{ name: '</SCRIPT><img src=x>', url: '/x' }],
    };
    const tags = headTags(meta, origin, fixedNow);
    const markup = headHtml(tags);
    const doc = parse(markup);
    const scripts = [...doc.querySelectorAll('script')];
    expect(scripts).toHaveLength(tags.jsonLd.length);
    expect(scripts.every((script) => script.getAttribute('type') === 'application/ld+json')).toBe(true);
    expect(doc.querySelectorAll('img')).toHaveLength(0);
    for (const json of tags.jsonLd) expect(json).not.toMatch(/<\/script|<!--/i);
    const records = scripts.map((script) => JSON.parse(script.textContent ?? '') as JsonLd);
    expect(records).toEqual(structuredDataFor(meta, origin));
    expect(records[0]?.name).toBe('</script><script>alert(1)</script>');
  });
});

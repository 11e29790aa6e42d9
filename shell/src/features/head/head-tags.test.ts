import { breadcrumbList } from 'shared-contracts/seo/json-ld';
import { applyHeadTags, headTags } from './head-tags';

const origin = 'https://www.example-wraps.test';
const fixedNow = () => new Date('2026-01-02T03:04:05.000Z');

describe('headTags', () => {
  it('makes canonical and image URLs absolute with the site origin', () => {
    const tags = headTags({ title: 'Gallery', description: 'Our work', canonical: '/gallery', ogImage: '/media/x.webp' }, origin, fixedNow);
    expect(tags.canonical).toBe('https://www.example-wraps.test/gallery');
    expect(tags.meta).toContainEqual({ key: 'property', id: 'og:image', content: 'https://www.example-wraps.test/media/x.webp' });
  });

  it('keeps an absolute canonical as it is', () => {
    const tags = headTags({ title: 't', description: 'd', canonical: 'https://other.test/x' }, origin, fixedNow);
    expect(tags.canonical).toBe('https://other.test/x');
  });

  it('marks noindex pages and defaults the language and modified time', () => {
    const tags = headTags({ title: 'Checkout', description: 'd', canonical: '/checkout', noindex: true }, origin, fixedNow);
    expect(tags.meta).toContainEqual({ key: 'name', id: 'robots', content: 'noindex, nofollow' });
    expect(tags.meta).toContainEqual({ key: 'property', id: 'og:locale', content: 'en_US' });
    expect(tags.meta).toContainEqual({ key: 'property', id: 'article:modified_time', content: '2026-01-02T03:04:05.000Z' });
  });

  it('writes geo tags for a place', () => {
    const tags = headTags(
      { title: 't', description: 'd', canonical: '/locations/evanston', location: { placename: 'Evanston', region: 'IL', latitude: 42.04, longitude: -87.69 } },
      origin,
      fixedNow,
    );
    expect(tags.meta).toContainEqual({ key: 'name', id: 'geo.position', content: '42.04;-87.69' });
    expect(tags.meta).toContainEqual({ key: 'name', id: 'geo.region', content: 'US-IL' });
  });

  it('escapes structured data so it cannot close its script element', () => {
    const tags = headTags(
      { title: 't', description: 'd', canonical: '/', structuredData: [breadcrumbList(origin, [{ name: '</script><b>', url: '/' }])] },
      origin,
      fixedNow,
    );
    expect(tags.jsonLd[0]).not.toContain('</script>');
    expect(JSON.parse(tags.jsonLd[0] as string).itemListElement[0].name).toBe('</script><b>');
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

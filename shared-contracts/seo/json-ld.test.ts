import { absoluteUrl } from './absolute-url';
import { breadcrumbList, faqPage, localBusiness, offerCatalog } from './json-ld';

const origin = 'https://www.wraplabchicago.com';

describe('JSON-LD builders', () => {
  it('describes the business with its address, hours, rating and price range', () => {
    const record = localBusiness({ origin });
    expect(record).toMatchObject({
      '@type': 'LocalBusiness',
      priceRange: '$$',
      address: {
        streetAddress: '4711 N. Lamon Ave',
        addressLocality: 'Chicago',
        addressRegion: 'IL',
        postalCode: '60630',
      },
      aggregateRating: { ratingValue: 4.9, ratingCount: 87 },
      serviceArea: { geoRadius: 50 },
    });
  });

  it('uses the contact Saturday hours by default and the region reading when asked', () => {
    const saturday = (r: ReturnType<typeof localBusiness>) =>
      (r.openingHoursSpecification as { dayOfWeek: string; closes: string }[])[1];
    expect(saturday(localBusiness({ origin }))?.closes).toBe('16:00');
    expect(saturday(localBusiness({ origin, saturdayHours: 'regionStructuredData' }))?.closes).toBe('15:00');
  });

  it('numbers breadcrumb items from 1 with absolute URLs', () => {
    const record = breadcrumbList(origin, [
      { name: 'Home', url: '/' },
      { name: 'Services', url: '/services' },
    ]);
    expect(record.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.wraplabchicago.com/' },
      { '@type': 'ListItem', position: 2, name: 'Services', item: 'https://www.wraplabchicago.com/services' },
    ]);
  });

  it('turns FAQs into questions with accepted answers', () => {
    const record = faqPage([{ question: 'How long does a wrap last?', answer: '5-7 years.' }]);
    expect(record.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'How long does a wrap last?',
        acceptedAnswer: { '@type': 'Answer', text: '5-7 years.' },
      },
    ]);
  });

  it('prices catalog offers with two decimals in USD', () => {
    const record = offerCatalog(origin, 'Wrap insurance', [{ name: 'Gold', price: 499.99 }]);
    expect(record.itemListElement).toEqual([
      expect.objectContaining({ name: 'Gold', price: '499.99', priceCurrency: 'USD' }),
    ]);
  });
});

describe('absoluteUrl', () => {
  it('prefixes paths with the origin and keeps absolute URLs', () => {
    expect(absoluteUrl('https://a.test/', '/x')).toBe('https://a.test/x');
    expect(absoluteUrl('https://a.test', 'x')).toBe('https://a.test/x');
    expect(absoluteUrl('https://a.test', 'https://cdn.test/y.webp')).toBe('https://cdn.test/y.webp');
  });
});

import { expect, test } from '@playwright/test';

import { serverPage, shownText } from '../support/server-page';

/** Each page of the marketing remote's second part: a heading, key facts from the spec, and links. */
const contentPages: { path: string; h1: string | RegExp; texts: string[]; links?: [string | RegExp, string][] }[] = [
  {
    path: '/wrap-insurance',
    h1: 'Keep your wrap looking new',
    texts: ['$14.99', '$29.99', '$49.99', '7-10 days', '72 hours', '24 hours'],
    links: [
      ['Add to New Wrap Order', '/print-ship'],
      ['Purchase for Existing Wrap', '/contact'],
    ],
  },
  {
    path: '/training-classes',
    h1: 'Learn to wrap from working installers',
    texts: ['June 15, 2023', 'Maximum 6 students', '$750', '$1,200', '$1,800', 'Most popular'],
    links: [
      ['Enroll in a Class', '/contact?subject=Training%20Enrollment'],
      ['Reserve a Basics Seat', '/contact'],
      ['Resources', '/resources'],
    ],
  },
  {
    path: '/print-ship',
    h1: /shipped to your installer/,
    texts: ['3-5 business days', '5-10 business days after design approval', '3,500+', '$2,500-$5,000', 'Our shop'],
    links: [
      ['Start Your Wrap', '#print-ship'],
      ['Find an Installer', '#installer-directory'],
      ['Read more testimonials', '/testimonials'],
    ],
  },
  {
    path: '/blog',
    h1: 'Wrap, coating and PPF know-how',
    texts: ['How Long Does a Vehicle Wrap Last in a Chicago Climate?'],
    links: [
      ['Vehicle Wraps', '/blog/category/vehicle-wraps'],
      ['Design Trends', '/blog/category/design-trends'],
    ],
  },
  {
    path: '/blog/ceramic-coating-vs-wax',
    h1: 'Ceramic Coating vs. Wax: What Actually Protects Your Paint',
    texts: ['up to five years'],
  },
  { path: '/blog/category/business-tips', h1: 'Business Tips', texts: ['Fleet Wraps That Bring In Calls'] },
  {
    path: '/case-studies',
    h1: 'Wraps that paid for themselves',
    texts: ['Measuring success', '38% more inbound calls in six months'],
    links: [
      ['Construction', '/industries/construction'],
      ['Food & Beverage', '/industries/food-beverage'],
      ['Real Estate', '/industries/real-estate'],
      ['Get a Free Quote', '/contact'],
    ],
  },
  {
    path: '/case-studies/chicago-plumbing-fleet',
    h1: 'A 12-van plumbing fleet that looks like one company',
    texts: ['All 12 vans wrapped over three weekends'],
  },
  {
    path: '/about/our-team',
    h1: 'Meet the Team',
    texts: ['Luis Navarro', 'Apply Now'],
    links: [
      ['About Wrap Lab', '/about'],
      ['Careers', '/careers'],
      ['Testimonials', '/testimonials'],
    ],
  },
  {
    path: '/careers',
    h1: 'Careers at Wrap Lab',
    texts: [
      'Experienced Vehicle Wrap Installer',
      'Graphic Designer, Vehicle Graphics',
      'Apprentice Installer',
      'Skills day',
    ],
    links: [['Meet the Team', '/our-team']],
  },
  { path: '/our-team', h1: 'Meet the Team', texts: ['Founder & Owner'] },
  { path: '/about/careers', h1: 'Careers at Wrap Lab', texts: ['Send Resume'] },
  {
    path: '/support/wrap-installation-process',
    h1: 'Our Wrap Installation Process',
    texts: ['14-day installation guarantee', '1-2 business days'],
  },
  { path: '/wrap-installation-process', h1: 'Our Wrap Installation Process', texts: ['Post-heating and inspection'] },
  {
    path: '/payment-options',
    h1: 'Payment Options',
    texts: [
      '50% deposit',
      'valid for 30 days',
      '12-60 months',
      '6-36 months',
      '15% off',
      'Must be claimed within 90 days.',
    ],
  },
  {
    path: '/resources/vinyl-wrap-care-guide',
    h1: 'Vinyl Wrap Care Guide',
    texts: ['Winter and road salt'],
    links: [['Download the care guide (PDF)', '/downloads/vinyl-wrap-care-guide.pdf']],
  },
  { path: '/ceramic-coating-faq', h1: 'Ceramic Coating FAQ', texts: ['How long does a ceramic coating last?'] },
  {
    path: '/design-template-library',
    h1: 'Design Template Library',
    texts: ['Browse templates'],
    links: [
      ['Commercial Vans', '/templates/commercial-vans'],
      ['Trucks', '/templates/trucks'],
      ['Specialty', '/templates/specialty'],
    ],
  },
  {
    path: '/templates/trucks',
    h1: 'Trucks Templates',
    texts: [
      'Isuzu NPR 16 ft box truck',
      'Roll-up rear door joints',
      'What every template includes',
      'same business day',
    ],
    links: [
      [
        'Request the Ford F-150 SuperCrew template',
        '/contact?subject=Template%20request%3A%20Ford%20F-150%20SuperCrew',
      ],
      ['Design Template Library', '/resources/design-template-library'],
    ],
  },
  {
    path: '/industries/construction',
    h1: 'Vehicle Wraps for Construction Companies',
    texts: ['Built for the job site'],
  },
  { path: '/industries/food-beverage', h1: 'Food Truck & Delivery Vehicle Wraps', texts: ['Designed to sell'] },
  { path: '/industries/real-estate', h1: 'Vehicle Branding for Real Estate Agents', texts: ['Professional, not loud'] },
  { path: '/privacy-policy', h1: 'Privacy Policy', texts: ['What we collect'] },
  { path: '/terms-of-service', h1: 'Terms of Service', texts: ['Quotes and deposits'] },
  { path: '/resources', h1: 'Guides, training and support', texts: ['Industries'] },
  {
    path: '/sitemap',
    h1: 'Sitemap',
    texts: ['Wrap Insurance', 'Ceramic Coating vs. Wax'],
    links: [['See all the towns we serve', '/towns']],
  },
];

test.describe('content pages, read from the server HTML', () => {
  for (const entry of contentPages) {
    test(`${entry.path} shows its heading, facts and links, not the not-found page`, async ({ request }) => {
      const html = await serverPage(request, entry.path);
      expect(html.status).toBe(200);
      const main = html.boundary('marketing');
      const h1 = main.getByRole('heading', { level: 1, hidden: true });
      if (typeof entry.h1 === 'string') expect(shownText(h1)).toBe(entry.h1);
      else expect(shownText(h1)).toMatch(entry.h1);
      expect(shownText(html.document.body)).not.toContain('cannot be found');
      for (const text of entry.texts)
        expect(
          main.queryAllByText(
            (_, element) =>
              shownText(element).includes(text) &&
              ![...(element?.children ?? [])].some((child) => shownText(child).includes(text)),
            { ignore: 'script, style' },
          ).length,
          text,
        ).toBeGreaterThan(0);
      for (const [name, href] of entry.links ?? []) {
        const links = main.getAllByRole('link', {
          name: typeof name === 'string' ? (accessible) => accessible === name : name,
          hidden: true,
        });
        expect(links[0]?.getAttribute('href'), String(name)).toBe(href);
      }
    });
  }
});

// Moved from `content-pages.spec.ts` ('wrap insurance and training carry the structured-data prices'): it only reads the page.
test('wrap insurance and training carry the structured-data prices', async ({ request }) => {
  const structuredData = async (path: string) =>
    [...(await serverPage(request, path)).document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => script.textContent)
      .join();
  const insurance = await structuredData('/wrap-insurance');
  expect(insurance).toContain('Wrap Insurance Plans');
  for (const price of ['299.99', '499.99', '799.99']) expect(insurance).toContain(price);
  const training = await structuredData('/training-classes');
  expect(training).toContain('"@type":"Course"');
  for (const price of ['499.99', '1299.99', '1999.99']) expect(training).toContain(price);
});

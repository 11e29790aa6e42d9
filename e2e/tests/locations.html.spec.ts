import { expect, test } from '@playwright/test';

import { serverPage, shownText } from '../support/server-page';

const regionFacts = [
  {
    slug: 'illinois',
    name: 'Illinois',
    cities: 8,
    neighbors: ['Indiana', 'Michigan', 'Wisconsin'],
    firstCity: 'Chicago',
  },
  {
    slug: 'wisconsin',
    name: 'Wisconsin',
    cities: 6,
    neighbors: ['Illinois', 'Michigan', 'Iowa'],
    firstCity: 'Milwaukee',
  },
  { slug: 'indiana', name: 'Indiana', cities: 6, neighbors: ['Illinois', 'Michigan', 'Ohio'], firstCity: 'Gary' },
  { slug: 'michigan', name: 'Michigan', cities: 6, neighbors: ['Indiana', 'Ohio', 'Wisconsin'], firstCity: 'Detroit' },
  { slug: 'iowa', name: 'Iowa', cities: 15, neighbors: ['Illinois', 'Wisconsin', 'Missouri'], firstCity: 'Des Moines' },
  {
    slug: 'missouri',
    name: 'Missouri',
    cities: 15,
    neighbors: ['Illinois', 'Iowa', 'Kansas by Print & Ship'],
    firstCity: 'Kansas City',
  },
  {
    slug: 'ohio',
    name: 'Ohio',
    cities: 15,
    neighbors: ['Michigan', 'Indiana', 'Kentucky by Print & Ship', 'Pennsylvania by Print & Ship'],
    firstCity: 'Columbus',
  },
];

const all = { hidden: true } as const;

test.describe('each state page, read from the server HTML', () => {
  for (const region of regionFacts) {
    test(`/regions/${region.slug}: title, ${region.cities} cities, neighbors, sidebar and call to action`, async ({
      request,
    }) => {
      const html = await serverPage(request, `/regions/${region.slug}`);
      const view = html.boundary('locations');
      expect(shownText(view.getByRole('heading', { level: 1, ...all }))).toBe(
        `Professional Vehicle Wrapping Services in ${region.name}`,
      );
      const cities = view
        .getAllByRole('link', all)
        .filter(
          (link) => link.getAttribute('href')?.startsWith('/locations/') && shownText(link).includes('Population'),
        );
      expect(cities).toHaveLength(region.cities);
      expect(shownText(cities[0])).toContain(region.firstCity);
      expect(shownText(cities[0])).toMatch(/County/);
      expect(shownText(cities[0])).toMatch(/miles from Chicago|Home of our shop/);
      // Neighbors without a region page are named, not linked (ADR 0009).
      const nearby = view.getByRole('navigation', { name: 'Nearby Regions', ...all });
      expect([...nearby.querySelectorAll('li')].map(shownText)).toEqual(region.neighbors);
      expect([...nearby.querySelectorAll('a')].map(shownText)).toEqual(
        region.neighbors.filter((name) => !name.endsWith('by Print & Ship')),
      );
      view.getByText('Expert installation by certified professionals', { ignore: 'script, style' });
      expect(
        view.getByRole('navigation', { name: `Services in ${region.name}`, ...all }).querySelectorAll('a'),
      ).toHaveLength(5);
      view.getByRole('heading', { name: `Ready to Transform Your Vehicles in ${region.name}?`, ...all });
      expect(view.getByRole('link', { name: 'Get a Free Quote', ...all }).getAttribute('href')).toBe('/contact');
      expect(view.getByRole('link', { name: 'View Our Gallery', ...all }).getAttribute('href')).toBe('/gallery');
      if (['iowa', 'missouri', 'ohio'].includes(region.slug)) {
        expect(html.title).toBe(`Vehicle Wraps in ${region.name} | Fleet Graphics & Print & Ship | Wrap Lab Chicago`);
        expect(html.meta('keywords')).toMatch(new RegExp(`vehicle wraps ${region.name}`));
        expect(html.jsonLdTypes()).toEqual(expect.arrayContaining(['Organization', 'BreadcrumbList']));
      } else {
        expect(html.title).toBe(`Professional Vehicle Wrapping Services in ${region.name} | Wrap Lab Chicago`);
        expect(html.jsonLdTypes()).toEqual(expect.arrayContaining(['LocalBusiness', 'BreadcrumbList']));
      }
    });
  }
});

// Moved from `locations.spec.ts` ('/towns lists every town grouped by state'): it only reads the page.
test('/towns lists every town grouped by state', async ({ request }) => {
  const view = (await serverPage(request, '/towns')).boundary('locations');
  expect(shownText(view.getByRole('heading', { level: 1, ...all }))).toBe('Towns We Serve');
  expect(view.getAllByRole('heading', { level: 2, ...all }).map(shownText)).toEqual([
    'Iowa (15)',
    'Illinois (99)',
    'Indiana (33)',
    'Michigan (27)',
    'Missouri (15)',
    'Ohio (15)',
    'Wisconsin (45)',
    "Don't See Your Town?",
  ]);
  expect(
    view.getAllByRole('link', all).filter((link) => link.getAttribute('href')?.startsWith('/locations/')),
  ).toHaveLength(249);
});

// Moved from `locations.spec.ts` ('a town page shows its facts, FAQs, geo tags and structured data'): it only reads the page.
test('a town page shows its facts, FAQs, geo tags, structured data and its background', async ({ request }) => {
  const html = await serverPage(request, '/locations/naperville');
  const view = html.boundary('locations');
  expect(shownText(view.getByRole('heading', { level: 1, ...all }))).toBe('Vehicle Wraps in Naperville, Illinois');
  expect(html.title).toBe('Vehicle Wraps in Naperville, IL | Wrap Lab Chicago');
  expect(view.getAllByRole('definition', all).map(shownText)).toEqual([
    'About 50 minutes',
    '24 miles',
    'DuPage County',
    'Work vans and fleets',
  ]);
  view.getByRole('heading', { name: 'Naperville location FAQs', ...all });
  const firstQuestion = [...html.document.querySelectorAll('details')].find((item) =>
    shownText(item.querySelector('summary')).includes('Do you provide vehicle wraps in Naperville, IL?'),
  );
  expect(firstQuestion?.hasAttribute('open'), 'the first FAQ item is open').toBe(true);
  const nearby = view.getByRole('navigation', { name: 'Towns near Naperville', ...all }).querySelector('a');
  expect(nearby?.getAttribute('href')).toMatch(/^\/locations\//);
  expect(html.meta('geo.placename')).toBe('Naperville');
  expect(html.meta('geo.region')).toBe('US-IL');
  expect(html.meta('geo.position')).toBe('41.78586;-88.14729');
  expect(html.jsonLdTypes()).toEqual(expect.arrayContaining(['LocalBusiness', 'Place', 'BreadcrumbList', 'FAQPage']));
  // 'n' (110) picks the third of the four town backgrounds.
  expect(view.getByTestId('hero-background').getAttribute('data-media-id')).toBe('racing-stripe-suv');
});

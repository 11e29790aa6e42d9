import { expect, test } from '@playwright/test';

import { serverPage, shownText } from '../support/server-page';
import { services } from '../support/services';

const all = { hidden: true } as const;

test('the services index links to each of the eight service pages', async ({ request }) => {
  const html = await serverPage(request, '/services');
  const main = html.boundary('marketing');
  expect(shownText(main.getByRole('heading', { level: 1, ...all }))).toBe('Our services');
  const more = main.getAllByRole('link', { name: /^Learn more about/, ...all });
  expect(more.map((link) => link.getAttribute('href'))).toEqual(services.map(([slug]) => `/services/${slug}`));
});

test.describe('each service page, read from the server HTML', () => {
  for (const [slug, title] of services) {
    test(`/services/${slug} shows its heading, breadcrumb, FAQ, related services and structured data`, async ({
      request,
    }) => {
      const html = await serverPage(request, `/services/${slug}`);
      const main = html.boundary('marketing');
      expect(shownText(main.getByRole('heading', { level: 1, ...all }))).toBe(title);
      const crumbs = main.getByRole('navigation', { name: 'Breadcrumb', ...all });
      expect([...crumbs.querySelectorAll('li')].map(shownText)).toEqual(['Home', 'Services', title]);
      main.getByRole('heading', { name: `${title.charAt(0)}${title.slice(1).toLowerCase()} FAQ`, ...all });
      main.getByRole('heading', { name: 'Related services', ...all });
      expect(main.getAllByRole('link', { name: /^Learn more about/, ...all })).toHaveLength(3);
      expect(main.getByRole('link', { name: 'View All Services', ...all }).getAttribute('href')).toBe('/services');
      expect(main.queryAllByRole('heading', { name: 'Explore our wrap & film options', ...all })).toHaveLength(
        slug === 'vehicle-wraps' ? 1 : 0,
      );
      expect(html.title).toBe(`${title} in Chicago | Wrap Lab Chicago`);
      expect(html.jsonLdTypes()).toEqual(
        expect.arrayContaining(['Service', 'LocalBusiness', 'FAQPage', 'BreadcrumbList', 'WebPage']),
      );
    });
  }
});

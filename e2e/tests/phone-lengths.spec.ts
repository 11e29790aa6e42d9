import type { Locator, Page } from '@playwright/test';

import { drawEverything } from '../support/page-quality';
import { expect, test } from '../support/test';

test.use({ viewport: { width: 390, height: 844 } });

interface PhoneLength {
  path: string;
  /** The longest the whole page may be at 390 px, header and footer included. */
  limit: number;
  /** Each section the spec names for the page, as a visitor finds it. */
  sections: Record<string, (page: Page) => Locator>;
}

const region = (name: RegExp) => (page: Page) => page.getByRole('region', { name });

const lengths: PhoneLength[] = [
  {
    path: '/',
    limit: 9_000,
    sections: {
      'hero with its quick links': region(/^Vehicle Wraps, Ceramic Coatings/i),
      'hero thumbnail strip': (page) => page.getByRole('list', { name: 'Hero images' }),
      services: region(/^Wraps, Graphics & Paint Protection$/i),
      'before and after': region(/^See the difference$/i),
      'nationwide service': region(/print & ship anywhere in the us/i),
      reviews: region(/^What our customers say$/i),
      'service areas with its toggle': (page) =>
        region(/^Service areas$/i)(page).locator('summary', { hasText: /view service locations/i }),
      'quote call to action': region(/^Get your free Chicago quote$/i),
    },
  },
  {
    path: '/shop',
    limit: 12_000,
    sections: {
      'category filter': (page) => page.getByRole('group', { name: 'Filter products by category' }),
      merchandise: region(/^Wrap Lab merchandise$/i),
      wrap_material: region(/^Wrap materials and tools$/i),
      protection: region(/^Protection products$/i),
      design: region(/^Design services$/i),
      shipping: region(/^Print and ship$/i),
      premium_listing: region(/^Premium installer listings$/i),
      'material calculator': region(/calculator/i),
    },
  },
];

for (const { path, limit, sections } of lengths) {
  test(`${path} at 390 px is at most ${limit.toLocaleString('en-US')} px tall and keeps every section the spec names`, async ({
    page,
  }) => {
    await page.goto(path);
    for (const [name, section] of Object.entries(sections)) {
      await expect(section(page), name).toHaveCount(1);
    }
    // Bands below the first screen are laid out only near the viewport; the length is the page drawn whole.
    await drawEverything(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    console.info(`${path} at 390 px: ${height.toLocaleString('en-US')} px (limit ${limit.toLocaleString('en-US')})`);
    expect(height).toBeLessThanOrEqual(limit);
  });
}

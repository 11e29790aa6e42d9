import type { Page } from '@playwright/test';

import { holdClock } from '../support/clock';
import { boundary, isSameDocument, markDocument, remoteOrigins } from '../support/site';
import { expect, test } from '../support/test';

const locations = (page: Page) => boundary(page, 'locations');
const toasts = (page: Page) => page.locator('#toast-area');

test.describe('locations index', () => {
  test("leads with the town search, then the four service states' towns, the Print & Ship regions and the contact box", async ({
    page,
  }) => {
    await page.goto('/locations');
    await expect(locations(page).getByRole('heading', { level: 1 })).toHaveText('Vehicle wraps near you');
    await expect(locations(page).getByText('Illinois · Indiana · Michigan · Wisconsin')).toBeVisible();
    await expect(locations(page).getByRole('search', { name: 'Town search' })).toBeInViewport();

    const states = locations(page).getByRole('region', { name: 'Our service states' });
    await expect(states.getByRole('link', { name: /\d+ towns$/ })).toHaveText([
      /^Illinois99 towns/,
      /^Michigan27 towns/,
      /^Indiana33 towns/,
      /^Wisconsin45 towns/,
    ]);
    const illinois = locations(page).getByRole('navigation', { name: 'Popular Illinois locations' }).getByRole('link');
    await expect(illinois).toHaveCount(8);
    await expect(illinois.first()).toHaveText('Chicago, IL');
    await expect(illinois.first()).toHaveAttribute('href', '/locations/chicago');
    await expect(
      locations(page).getByRole('navigation', { name: 'Popular Wisconsin locations' }).getByRole('link').first(),
    ).toHaveText(/, WI$/);

    // Every town of a state waits behind one disclosure.
    const allIllinois = states.getByRole('list', { name: 'All Illinois towns' });
    await expect(allIllinois).toBeHidden();
    await states.getByText('All 99 towns in Illinois').click();
    await expect(allIllinois.getByRole('link')).toHaveCount(99);
    await expect(allIllinois.getByRole('link', { name: 'Wheaton' })).toBeVisible();

    await expect(
      locations(page)
        .getByRole('region', { name: 'Print & Ship regions' })
        .getByRole('link', { name: /cities by Print & Ship$/ }),
    ).toHaveText([/^Iowa15 cities by Print & Ship/, /^Missouri15 cities/, /^Ohio15 cities/]);
    await expect(locations(page)).not.toContainText(/\d+ towns in \d+ states|\d+ locations/);

    const box = locations(page).getByRole('complementary', { name: "Don't See Your Town?" }).first();
    await expect(box.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(box.getByRole('link', { name: /Call/ })).toHaveAttribute('href', /^tel:/);
    await expect(page).toHaveTitle('Vehicle Wrap Service Locations | Wrap Lab Chicago');

    await states.getByRole('link', { name: /^Indiana/ }).click();
    await expect(page).toHaveURL(/\/regions\/indiana$/);
    await expect(locations(page).getByRole('heading', { level: 1 })).toHaveText(
      'Professional Vehicle Wrapping Services in Indiana',
    );
  });

  test('the town search opens a town in the page, and names an unknown one with suggestions', async ({ page }) => {
    await page.goto('/locations');
    await markDocument(page);
    const search = locations(page).getByRole('search', { name: 'Town search' });
    await search.getByLabel('Find your town').fill('evanstn');
    await search.getByRole('button', { name: 'Find' }).click();
    const notFound = locations(page).locator('#town-not-found');
    await expect(notFound).toContainText('We couldn\'t find "evanstn" in our town list.');
    await expect(page).toHaveURL(/\/locations$/);

    await notFound.getByRole('link', { name: 'Evanston, IL' }).click();
    await expect(locations(page).getByRole('heading', { level: 1 })).toHaveText('Vehicle Wraps in Evanston, Illinois');

    await page.goto('/locations');
    await markDocument(page);
    await search.getByLabel('Find your town').fill('Oak Park');
    await search.getByLabel('Find your town').press('Enter');
    await expect(page).toHaveURL(/\/locations\/oak-park$/);
    await expect(locations(page).getByRole('heading', { level: 1 })).toHaveText('Vehicle Wraps in Oak Park, Illinois');
    expect(await isSameDocument(page)).toBe(true);
  });
});

test('at 390 px /locations and the footer stay within their phone budgets', async ({ page }, testInfo) => {
  const budgets = { locations: 6_000, footer: 900 };
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/locations');
  // Bands far down are laid out only near the viewport; measure them as drawn.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.evaluate(() => document.fonts.ready);
  const heights = await page.evaluate(() => ({
    locations: Math.round(document.documentElement.scrollHeight),
    footer: Math.round(document.querySelector('footer')!.getBoundingClientRect().height),
  }));
  const report = `at 390 px: /locations ${heights.locations} px (budget ${budgets.locations}), footer ${heights.footer} px (budget ${budgets.footer})`;
  console.info(report);
  testInfo.annotations.push({ type: 'phone budget', description: report });
  expect(heights.locations).toBeLessThanOrEqual(budgets.locations);
  expect(heights.footer).toBeLessThanOrEqual(budgets.footer);
});

test.describe('town pages', () => {
  test('the cities of the Iowa, Missouri and Ohio pages have town pages with their own facts', async ({ page }) => {
    const towns = [
      {
        region: 'iowa',
        name: 'Des Moines',
        path: '/locations/des-moines',
        h1: 'Vehicle Wraps in Des Moines, Iowa',
        facts: ['About 7 hours 10 minutes', '303 miles', 'Polk County', 'Print & Ship fleet graphics'],
      },
      {
        region: 'missouri',
        name: 'St. Louis',
        path: '/locations/st-louis',
        h1: 'Vehicle Wraps in St. Louis, Missouri',
        facts: ['About 6 hours 15 minutes', '264 miles', 'City of Saint Louis', 'Print & Ship fleet graphics'],
      },
      {
        region: 'ohio',
        name: 'Columbus',
        path: '/locations/columbus',
        h1: 'Vehicle Wraps in Columbus, Ohio',
        facts: ['About 6 hours 45 minutes', '284 miles', 'Franklin County', 'Print & Ship fleet graphics'],
      },
    ];
    for (const town of towns) {
      await test.step(town.name, async () => {
        await page.goto(`/regions/${town.region}`);
        await locations(page)
          .getByRole('link', { name: new RegExp(`^${town.name}`) })
          .click();
        await expect(page).toHaveURL(new RegExp(`${town.path}$`));
        await expect(locations(page).getByRole('heading', { level: 1 })).toHaveText(town.h1);
        await expect(locations(page).getByRole('definition')).toHaveText(town.facts);
        await expect(locations(page).getByRole('heading', { name: `${town.name} location FAQs` })).toBeVisible();
      });
    }
  });

  test('capitals and spaces in the address find the town', async ({ page }) => {
    await page.goto('/locations/Arlington%20Heights');
    await expect(locations(page).getByRole('heading', { level: 1 })).toHaveText(
      'Vehicle Wraps in Arlington Heights, Illinois',
    );
    await expect(locations(page).getByRole('definition').nth(2)).toHaveText('Cook County');
  });

  test('an unknown town shows Town Not Found, suggestions, the toast and the way back to all locations', async ({
    page,
  }) => {
    await page.goto('/locations/evanstn');
    await expect(locations(page).getByRole('heading', { level: 1 })).toHaveText('Town Not Found');
    await expect(toasts(page).getByText('Town information for evanstn not found')).toBeVisible();
    await expect(toasts(page).getByText('Please check our locations page for available towns.')).toBeVisible();
    await expect(locations(page).getByRole('link', { name: 'Evanston, IL' })).toHaveAttribute(
      'href',
      '/locations/evanston',
    );
    await locations(page).getByRole('link', { name: 'See All Locations' }).click();
    await expect(page).toHaveURL(/\/locations$/);
    await expect(locations(page).getByRole('heading', { level: 1 })).toHaveText('Vehicle wraps near you');
  });

  test('a failed background falls back to the next image', async ({ page }) => {
    await page.route('**/media/satin-black-sports-car-*', (route) => route.abort());
    await page.goto('/locations/naperville');
    await expect(locations(page).getByTestId('hero-background')).toHaveAttribute('data-media-id', 'racing-stripe-suv');
  });

  test('the Chicago landing page is the home base', async ({ page }) => {
    await page.goto('/vehicle-wraps-chicago');
    await expect(locations(page).getByRole('heading', { level: 1 })).toHaveText('Chicago Vehicle Wraps');
    await expect(locations(page).getByRole('definition')).toContainText(['In town', 'Our home base', 'Cook County']);
    await expect(locations(page).getByRole('heading', { name: 'Jobs for Chicago customers' })).toBeVisible();
  });

  test('the shell not-found page suggests towns for a mistyped /locations/... path', async ({ page }) => {
    await page.goto('/locations/napervile/reviews');
    const notFound = page.locator('#shell-not-found');
    await expect(notFound.getByText("We couldn't find information for napervile.")).toBeVisible();
    await expect(notFound.getByRole('link', { name: 'Naperville, IL' })).toHaveAttribute(
      'href',
      '/locations/naperville',
    );
    await expect(notFound.getByRole('link', { name: 'See All Locations' })).toHaveAttribute('href', '/locations');
    await notFound.getByRole('link', { name: 'Naperville, IL' }).click();
    await expect(locations(page).getByRole('heading', { level: 1 })).toHaveText(
      'Vehicle Wraps in Naperville, Illinois',
    );
  });
});

test.describe('region pages', () => {
  test('the generic region page takes a service state by name', async ({ page }) => {
    await page.goto('/regions?region=MICHIGAN');
    const view = locations(page);
    await expect(view.getByRole('heading', { level: 1 })).toHaveText('Vehicle Wraps in Michigan');
    await expect(view.getByRole('heading', { name: 'We Also Serve' })).toBeVisible();
    await expect(view.getByRole('region', { name: 'Recent Projects' }).getByRole('listitem')).toHaveCount(6);
    await expect(view.getByText('White Luxury Vehicle', { exact: true })).toBeVisible();
    await expect(view.getByText('Blue Sport Luxury Vehicle with premium vinyl')).toBeVisible();
    await expect(view.getByTestId('hero-background')).toHaveAttribute('data-media-id', /.+/);
  });

  test('an unknown region is reported and sent to /locations', async ({ page }) => {
    // The toast leaves after 5 s: the page's clock moves only while the test waits for the redirect.
    await page.clock.install();
    await page.goto('/regions/atlantis');
    await holdClock(page);
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return new URL(page.url()).pathname;
      })
      .toBe('/locations');
    await expect(toasts(page).getByText('Region "atlantis" not found')).toBeVisible();
    await expect(toasts(page).getByText('Please check our locations page for available regions.')).toBeVisible();
    // The index is drawn on the page's clock, which stands still unless the test moves it on.
    const heading = locations(page).getByRole('heading', { level: 1 });
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return (await heading.count()) ? heading.textContent() : null;
      })
      .toBe('Vehicle wraps near you');
  });

  test('no region name shows Region Not Found', async ({ page }) => {
    await page.goto('/regions');
    await expect(locations(page).getByRole('heading', { level: 1 })).toHaveText('Region Not Found');
    await expect(
      locations(page).getByText(
        "We couldn't find information for this region. Please select from our available service areas.",
      ),
    ).toBeVisible();
    await expect(locations(page).getByRole('link', { name: 'See All Locations' })).toHaveAttribute(
      'href',
      '/locations',
    );
  });
});

test('the locations remote publishes the town lookup and the service-areas list for other parts', async ({
  request,
}) => {
  const { remotes } = (await (await request.get('/remotes.json')).json()) as { remotes: { locations: string } };
  expect(remotes.locations.startsWith(`${remoteOrigins.locations}/`)).toBe(true);
  const manifest = (await (await request.get(remotes.locations)).json()) as { exposes: { name: string }[] };
  expect(manifest.exposes.map((e) => e.name).sort()).toEqual(['app', 'service-areas', 'towns']);
});

test('a town page loads its own page code and one compact town list, not the other pages', async ({
  page,
}, testInfo) => {
  const scripts: { url: string; body: string }[] = [];
  page.on('response', async (response) => {
    if (!response.url().startsWith(remoteOrigins.locations) || !response.url().endsWith('.js')) return;
    scripts.push({ url: response.url(), body: (await response.body()).toString() });
  });
  await page.goto('/locations/evanston');
  await expect(locations(page).getByRole('heading', { level: 1 })).toHaveText('Vehicle Wraps in Evanston, Illinois');
  await page.waitForLoadState('networkidle');

  // Each file once, whether it came in as the page's prefetch or when the code asked for it.
  const files = [...new Map(scripts.map((s) => [s.url, s])).values()];
  const named = (name: string) => files.filter((f) => new RegExp(`/${name}\\.[0-9a-f]+\\.js$`).test(f.url));
  expect(named('town-page')).toHaveLength(1);
  expect(named('town-lookup')).toHaveLength(1);
  for (const other of ['locations-page', 'region-pages', 'towns-page', 'chicago-landing-page'])
    expect(named(other), `${other} stays out`).toEqual([]);
  // The town list is the one file naming towns far from Evanston.
  const townLists = files.filter((f) => f.body.includes('"Schaumburg"') && f.body.includes('"Waukegan"'));
  expect(townLists).toHaveLength(1);
  const townData = townLists[0]?.body.length ?? 0;
  testInfo.annotations.push({
    type: 'page weight',
    description: `town page code ${named('town-page')[0]?.body.length} bytes, town list ${townData} bytes (uncompressed)`,
  });
  // The 249 towns are figures, not written pages: the whole list stays small.
  expect(townData).toBeLessThan(40_000);
});

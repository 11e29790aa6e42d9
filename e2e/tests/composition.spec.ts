import { routeTable } from 'shared-contracts/routes/route-table';

import { holdBrandFace } from '../support/brand-face';
import { measureLoad, storedVisitor } from '../support/page-load';
import { boundary } from '../support/site';
import { expect, test } from '../support/test';

/** The route table in groups; each group is one visitor loading route after route in one tab. */
const routeGroups = Array.from({ length: Math.ceil(routeTable.length / 10) }, (_, i) =>
  routeTable.slice(i * 10, i * 10 + 10),
);

test.describe("every route renders its owner's page, hydrated in place and without shifting", () => {
  // Measured at a phone's size, as a search engine's mobile check does.
  test.use({ viewport: { width: 412, height: 915 } });

  for (const group of routeGroups) {
    test(`${group[0]!.example} to ${group.at(-1)!.example}`, async ({ page }) => {
      test.setTimeout(group.length * 12_000);
      // A member with something in the cart: the pages that depend on stored state show their real content.
      await storedVisitor(page);
      const load = await measureLoad(page);
      // Inter arrives after the first paint on every route, so what its swap moves is always counted.
      const brandFace = await holdBrandFace(page);
      for (const route of group) {
        await test.step(`${route.example} is served by mfe-${route.owner}`, async () => {
          load.reset();
          await page.goto(route.example);
          await brandFace.letIn();
          await expect(boundary(page, route.owner).getByRole('heading', { level: 1 }).first()).toBeVisible();
          await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
          for (const other of ['marketing', 'locations', 'shop', 'member'] as const) {
            if (other !== route.owner) await expect(boundary(page, other)).toHaveCount(0);
          }
          const { hydrationProblems, layoutShift, serverSlotKept } = await load.result();
          console.info(`CLS ${route.example.padEnd(44)} ${layoutShift.toFixed(4)}`);
          expect(hydrationProblems, `${route.example}: ${hydrationProblems.join('\n')}`).toEqual([]);
          expect(serverSlotKept, `${route.example}: the page the server drew was hydrated, not drawn again`).toBe(true);
          expect(layoutShift, `${route.example}: cumulative layout shift`).toBeLessThan(0.02);
        });
      }
    });
  }
});

test('an unknown path shows the not-found page with the path, a toast and a way home', async ({ page }) => {
  await page.goto('/this-page-does-not-exist');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText("Sorry, the page you're looking for cannot be found")).toBeVisible();
  await expect(page.getByText('/this-page-does-not-exist', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').getByText('Page not found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await expect(page).toHaveTitle(/Page Not Found/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(boundary(page, 'marketing')).toBeVisible();
});

test('a mistyped town path offers the locations index instead of Go Back', async ({ page }) => {
  await page.goto('/locations/evanston/extra');
  await expect(page.getByText("We couldn't find information for evanston")).toBeVisible();
  await expect(page.getByRole('link', { name: 'See All Locations' })).toHaveAttribute('href', '/locations');
});

test("moving between remotes shows each remote's page, and Back returns to the last one", async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  await page.goto('/');
  await expect(boundary(page, 'marketing')).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' }).click();
  await expect(page).toHaveURL('/gallery');
  await expect(boundary(page, 'marketing').getByRole('heading', { level: 1 })).toContainText('Project gallery');

  // To another remote: its rendered page (ADR 0014), hydrated by its own scripts.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Shop', exact: true }).click();
  await expect(page).toHaveURL('/shopping');
  await expect(boundary(page, 'shop')).toBeVisible();
  await expect(boundary(page, 'marketing')).toHaveCount(0);
  await page.mouse.move(9, 9);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

  await page.getByRole('contentinfo').getByRole('link', { name: 'Illinois' }).click();
  await expect(page).toHaveURL('/regions/illinois');
  await expect(boundary(page, 'locations')).toBeVisible();
  await page.mouse.move(11, 11);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

  await page.goBack();
  await expect(page).toHaveURL('/shopping');
  await expect(boundary(page, 'shop')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  expect(problems).toEqual([]);
});

test('pages declare their metadata and the shell writes it into <head>', async ({ page }) => {
  await page.goto('/gallery');
  await expect(page).toHaveTitle('Vehicle Wrap Gallery | Wrap Lab Chicago');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.wraplabchicago.com/gallery');
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    'content',
    'https://www.wraplabchicago.com/gallery',
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.wraplabchicago.com/contact');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
});

test('the chat launcher is on every page but the order pages, and the chat itself waits to be asked for', async ({
  page,
}) => {
  const launcher = page.getByRole('button', { name: 'Chat with Avery' });
  for (const path of [
    '/',
    '/locations/evanston',
    '/regions/ohio',
    '/warranty-information',
    '/contact',
    '/shopping',
    '/login',
  ]) {
    await page.goto(path);
    await expect(launcher, path).toBeVisible();
    await expect(boundary(page, 'chat'), path).toHaveCount(0);
  }
  await page.goto('/thank-you');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order confirmed');
  await expect(launcher).toHaveCount(0);
});

test('the image library is served from the site origin in AVIF and WebP', async ({ request }) => {
  for (const format of ['avif', 'webp']) {
    const response = await request.get(`/media/fleet-vans-640.${format}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe(`image/${format}`);
    expect((await response.body()).length).toBeGreaterThan(1000);
  }
});

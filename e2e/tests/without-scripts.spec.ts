import type { Page } from '@playwright/test';

import { emailFor, storedLeadsNamed } from '../support/leads';
import { faqItem } from '../support/site';
import { expect, test } from '../support/test';

/** The server's HTML on its own: what a visitor whose browser runs no script gets. */
test.use({ javaScriptEnabled: false });

/** The quote service takes a lead once the form has been open 3 s; the token says when the page was made. */
async function waitOutMinimumFill(page: Page) {
  const token = await page.locator('input[name="formToken"]').inputValue();
  expect(token, 'the gateway wrote a form token into the page').toMatch(/^\d{13}\./);
  const issuedAt = Number(token.slice(0, 13));
  await expect.poll(() => Date.now() - issuedAt, { timeout: 10_000 }).toBeGreaterThan(3_200);
}

/** The answer is drawn in the storefront's page: its header with the main navigation, and its footer. */
async function expectSitePage(page: Page) {
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' })).toHaveAttribute(
    'href',
    '/gallery',
  );
  await expect(page.getByRole('contentinfo')).toContainText('Wrap Lab Chicago');
}

async function fillIn(page: Page, name: string, email: string) {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('(312) 555-0199');
  await page.getByLabel('Vehicle type').selectOption('Box truck');
  await page.getByLabel('Message').fill('Two box trucks need a full wrap before spring.');
}

test.describe('the quote form without scripts', () => {
  test("a lead reaches the owner's mailbox like a scripted one, and the visitor sees it was sent", async ({ page }) => {
    const name = `Marcus Bell ${Date.now()}`;
    await page.goto('/contact');
    await fillIn(page, name, 'marcus@bellroofing.com');
    await waitOutMinimumFill(page);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/sendEmail'));
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await answer).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message Sent');
    await expect(page.getByText("Thank you for your message. We'll get back to you soon!")).toBeVisible();
    await expectSitePage(page);
    await expect(page).toHaveTitle('Message Sent | Wrap Lab Chicago');

    await expect.poll(() => emailFor(name), { timeout: 15_000 }).toBeDefined();
    const email = (await emailFor(name)) as string;
    expect(email).toMatch(/^To: info@wraplabchicago\.com/m);
    expect(email).toMatch(/^Reply-To: .*marcus@bellroofing\.com/m);
    expect(email).toContain('Box truck');
    expect(email).toContain('Two box trucks need a full wrap before spring.');
    expect((await storedLeadsNamed(name)).map((lead) => lead.status)).not.toContain('spam');
  });

  test('a bad e-mail gets a page naming the problem, with the text kept, and nothing is stored', async ({ page }) => {
    const name = `Dana Ortiz ${Date.now()}`;
    await page.goto('/contact');
    await fillIn(page, name, 'dana@ortizplumbing');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/sendEmail'));
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your request was not sent');
    await expect(page.getByRole('alert')).toContainText('Please enter a valid email address.');
    await expect(page.getByLabel('Email')).toHaveValue('dana@ortizplumbing');
    await expect(page.getByLabel('Name')).toHaveValue(name);
    await expect(page.getByLabel('Message')).toHaveValue('Two box trucks need a full wrap before spring.');
    await expectSitePage(page);
    expect(await storedLeadsNamed(name)).toEqual([]);
    expect(await emailFor(name)).toBeUndefined();
  });
});

test('accordions open one item at a time, and the open one closes', async ({ page }) => {
  await page.goto('/services/vehicle-wraps');
  const cost = faqItem(page.locator('main'), 'How much does a full vehicle wrap cost?');
  const lasts = faqItem(page.locator('main'), 'How long does a vehicle wrap last?');
  await expect(cost).toHaveAttribute('open');
  await lasts.locator('summary').click();
  await expect(lasts).toHaveAttribute('open');
  await expect(cost).not.toHaveAttribute('open');
  await expect(page.getByText(/lasts 5-7 years\. Garage parking/)).toBeVisible();
  await lasts.locator('summary').click();
  await expect(lasts).not.toHaveAttribute('open');
});

test("a service gallery's thumbnail shows its picture and caption", async ({ page }) => {
  await page.goto('/services/vehicle-wraps');
  const gallery = page.locator('figure').filter({ has: page.locator('img[data-slide]') });
  await expect(gallery.locator('img[data-slide="0"]')).toBeVisible();
  const third = page.getByRole('radio', { name: /^Show picture 3:/ });
  await page.locator('label').filter({ has: third }).click();
  await expect(third).toBeChecked();
  await expect(gallery.locator('img[data-slide="2"]')).toBeVisible();
  await expect(gallery.locator('img[data-slide="0"]')).toBeHidden();
  await expect(gallery.locator('figcaption > span').filter({ visible: true })).toHaveCount(1);
  await expect(gallery.locator('figcaption > span[data-slide="2"]')).toBeVisible();
});

test('the mobile menu opens from its toggle and closes on Escape', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open main menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close main menu' })).toBeVisible();
  await menu.getByText('Services', { exact: true }).click();
  await expect(menu.getByRole('link', { name: 'Ceramic Coatings' })).toHaveAttribute(
    'href',
    '/services/ceramic-coatings',
  );
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
});

test('the mega-menus open one at a time, and their links lead on', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Services' }).click();
  await expect(
    page.getByRole('region', { name: 'Services menu' }).getByRole('link', { name: /^Partial Wraps/ }),
  ).toBeVisible();
  await nav.getByRole('button', { name: 'Locations' }).click();
  await expect(page.getByRole('region', { name: 'Services menu' })).toHaveCount(0);
  await page.getByRole('region', { name: 'Locations menu' }).getByRole('link', { name: 'Wisconsin' }).click();
  await expect(page).toHaveURL('/regions/wisconsin');
});

test('a plan card is chosen with a tap and says so', async ({ page }) => {
  await page.goto('/wrap-insurance');
  const silver = page.locator('[data-plan="silver"]');
  await expect(page.getByRole('radio', { checked: true })).toHaveAccessibleName('Gold');
  await silver.click();
  await expect(page.getByRole('radio', { checked: true })).toHaveAccessibleName('Silver');
  await expect(silver.getByText('Selected', { exact: true })).toBeVisible();
  await expect(page.getByText('Silver selected: $14.99 per month per vehicle.')).toBeVisible();
  await expect(page.getByText('Selected', { exact: true }).filter({ visible: true })).toHaveCount(1);
});

test('pages name speculation rules in a header: marked links are fetched at once and the nearest prerendered, same-site pages prerendered on intent and prefetched on a press, with no inline script', async ({
  request,
}) => {
  const page = await request.get('/services/vehicle-wraps');
  expect(page.headers()['speculation-rules']).toBe('"/speculation-rules.json"');
  const rules = await request.get('/speculation-rules.json');
  expect(rules.headers()['content-type']).toBe('application/speculationrules+json');
  const { prerender, prefetch } = (await rules.json()) as Record<string, { source: string; eagerness: string }[]>;
  expect(prerender).toEqual([
    expect.objectContaining({ source: 'document', eagerness: 'immediate' }),
    expect.objectContaining({ source: 'document', eagerness: 'moderate' }),
  ]);
  expect(prefetch).toEqual([
    expect.objectContaining({ source: 'document', eagerness: 'immediate' }),
    expect.objectContaining({ source: 'document', eagerness: 'conservative' }),
  ]);
  expect(JSON.stringify(prerender?.[0])).toContain('"selector_matches":"a[data-next-page=\\"prerender\\"]"');
  expect(JSON.stringify(prefetch?.[0])).toContain('"selector_matches":"a[data-next-page]"');
});

test("the shop's category chips filter the products", async ({ page }) => {
  await page.goto('/shopping');
  const filter = page.getByRole('group', { name: 'Filter products by category' });
  const section = (name: string) => page.getByRole('heading', { level: 2, name });
  await expect(filter.getByRole('radio', { name: 'All' })).toBeChecked();
  await expect(section('Wrap Lab Merchandise')).toBeVisible();
  await filter.getByText('Protection', { exact: true }).click();
  await expect(filter.getByRole('radio', { name: 'Protection' })).toBeChecked();
  await expect(section('Protection Products')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Ceramic Coating DIY Kit' })).toBeVisible();
  for (const hidden of ['Wrap Lab Merchandise', 'Wrap Materials and Tools', 'Design Services', 'Print and Ship'])
    await expect(section(hidden)).toBeHidden();
  await filter.getByText('All', { exact: true }).click();
  await expect(section('Wrap Lab Merchandise')).toBeVisible();
  await expect(section('Premium Installer Listings')).toBeAttached();
});

test("a hero thumbnail shows its picture behind the home page's headline", async ({ page }) => {
  await page.goto('/');
  const strip = page.getByRole('list', { name: 'Hero images' });
  const backdrop = page.locator('[data-backdrop] img').filter({ visible: true });
  await expect(backdrop).toHaveCount(1);
  await expect(strip.getByRole('radio').first()).toBeChecked();
  const first = await backdrop.getAttribute('data-media-id');
  // Nothing turns the slides without scripts, so the pause control is hidden; the server's HTML says
  // nothing of loading images (only the site's scripts hear them load).
  const pause = page.getByRole('button', { name: 'Pause hero images', includeHidden: true });
  await expect(pause).toBeAttached();
  await expect(pause).toBeHidden();
  await expect(page.getByText('Loading images…')).toHaveCount(0);
  await strip.locator('label').nth(2).click();
  await expect(strip.getByRole('radio').nth(2)).toBeChecked();
  await expect(backdrop).toHaveCount(1);
  await expect(backdrop).toHaveAttribute('data-media-id', 'color-shift-sedan');
  expect(first).not.toBe('color-shift-sedan');
  // Drawn only once chosen, the picture loads then.
  await expect.poll(() => backdrop.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test.describe('the town search without scripts', () => {
  test("the gateway opens the town's page, however the name was typed", async ({ page }) => {
    await page.goto('/locations');
    await page.getByLabel('Find your town').fill('arlington  HEIGHTS');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page).toHaveURL('/locations/arlington-heights');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vehicle Wraps in Arlington Heights, Illinois');
  });

  test('an unknown town comes back to the index with a clear message in view', async ({ page }) => {
    await page.goto('/locations');
    await expect(page.locator('#town-not-found')).toBeHidden();
    await page.getByLabel('Find your town').fill('Atlantis');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page).toHaveURL('/locations?not-found=Atlantis#town-not-found');
    const message = page.locator('#town-not-found');
    await expect(message).toBeVisible();
    await expect(message).toContainText("We couldn't find that town in our list.");
    await expect(message.getByRole('link', { name: 'ask us' })).toHaveAttribute('href', '/contact');
  });
});

test('the footer folds its link groups on phones and shows them open on wide screens', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const support = page.getByRole('contentinfo').getByRole('navigation', { name: 'Support' });
  await expect(support.getByRole('link', { name: 'Payment Options' })).toBeHidden();
  await support.getByText('Support').click();
  await expect(support.getByRole('link', { name: 'Payment Options' })).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(support.getByRole('link', { name: 'Payment Options' })).toBeVisible();
});

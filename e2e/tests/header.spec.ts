import { holdClock } from '../support/clock';
import { remoteOrigins } from '../support/site';
import { expect, test } from '../support/test';

const cart = {
  lines: [
    {
      id: 'wrap-lab-tee',
      name: 'Wrap Lab Tee',
      description: 'Shop tee',
      unitPriceCents: 2500,
      quantity: 2,
      category: 'merchandise',
    },
    {
      id: 'squeegee',
      name: 'Felt Squeegee',
      description: 'Install tool',
      unitPriceCents: 899,
      quantity: 1,
      category: 'merchandise',
    },
  ],
};

test('the header reads the cart and the session from the store before the shop or member remote loads', async ({
  page,
}) => {
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(remoteOrigins.shop) || request.url().startsWith(remoteOrigins.member))
      remoteRequests.push(request.url());
  });
  await page.addInitScript((stored) => {
    localStorage.setItem('wraplab.cart.v1', stored);
    localStorage.setItem('isLoggedIn', 'true');
  }, JSON.stringify(cart));
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Account (signed in)' })).toHaveAttribute('href', '/member-dashboard');
  expect(remoteRequests).toEqual([]);

  await page.getByRole('link', { name: 'Cart, 3 items' }).click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
  expect(remoteRequests.some((url) => url.startsWith(remoteOrigins.shop))).toBe(true);
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
});

test('a visitor who is not signed in sees Member Login and an empty cart', async ({ page }) => {
  await page.goto('/gallery');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Member Login' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
});

test("a cart changed in another tab shows in this tab's header", async ({ context }) => {
  const first = await context.newPage();
  await first.goto('/gallery');
  await expect(first.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  const second = await context.newPage();
  await second.goto('/about');
  await second.evaluate((stored) => localStorage.setItem('wraplab.cart.v1', stored), JSON.stringify(cart));
  await expect(first.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  await second.evaluate(() => localStorage.setItem('isLoggedIn', 'true'));
  await expect(first.getByRole('link', { name: 'My Account (signed in)' })).toBeVisible();
});

test('the header turns compact once the page has scrolled past 50 px, and the page below stays where it was', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/about');
  const header = page.getByRole('banner');
  // Where the page's content starts in the document: a browser without scroll anchoring (Safari)
  // would move everything under the visitor's thumb if this changed.
  const contentTop = () => page.evaluate(() => document.querySelector('main')!.getBoundingClientRect().top + scrollY);
  const top = await contentTop();
  await expect(header).toHaveAttribute('data-compact', 'false');
  await page.evaluate(() => window.scrollTo(0, 40));
  await expect(header).toHaveAttribute('data-compact', 'false');
  await page.evaluate(() => window.scrollTo(0, 120));
  await expect(header).toHaveAttribute('data-compact', 'true');
  await expect.poll(() => header.evaluate((bar) => getComputedStyle(bar).paddingTop)).toBe('6px');
  expect(await contentTop()).toBe(top);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-compact', 'false');
});

test('the mobile menu opens from its toggle and closes on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: /main menu/ });
  await expect(toggle).toHaveAccessibleName('Open main menu');
  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAccessibleName('Close main menu');
  await menu.getByText('Services', { exact: true }).click();
  await menu.getByRole('link', { name: 'Ceramic Coatings' }).click();
  await expect(page).toHaveURL('/services/ceramic-coatings');
  await expect(menu).toHaveCount(0);
  await expect(toggle).toHaveAccessibleName('Open main menu');
});

test('the mobile menu closes on its own button, on Escape and on a tap outside it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: /main menu/ });
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await toggle.click();
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toHaveCount(0);
  await expect(toggle).toHaveAccessibleName('Open main menu');
  await toggle.click();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await toggle.click();
  // The dimmed strip left of the panel.
  await page.mouse.click(20, 600);
  await expect(menu).toHaveCount(0);
});

test('the services mega-menu lists every service and closes after choosing one', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Services' }).click();
  const panel = page.getByRole('region', { name: 'Services menu' });
  for (const name of [
    'Vehicle Wraps',
    'Commercial Fleet Wraps',
    'Ceramic Coatings',
    'Paint Protection Film',
    'Color Change Wraps',
    'Fleet Graphics',
    'Vehicle Graphics',
    'Partial Wraps',
  ]) {
    await expect(panel.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await panel.getByRole('link', { name: /^Partial Wraps/ }).click();
  await expect(page).toHaveURL('/services/partial-wraps');
  await expect(panel).toHaveCount(0);

  await nav.getByRole('button', { name: 'Locations' }).click();
  await expect(
    page.getByRole('region', { name: 'Locations menu' }).getByRole('link', { name: 'Wisconsin' }),
  ).toHaveAttribute('href', '/regions/wisconsin');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: 'Locations menu' })).toHaveCount(0);
});

test('the header has the highlighted Print & Ship link and a call button', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Home', 'Gallery', 'Print & Ship', 'Contact'])
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Call (773) 555-0148' })).toHaveAttribute(
    'href',
    'tel:+17735550148',
  );
});

test('the footer has every group, the year and a quote button', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const group of [
    'Quick links',
    'Services',
    'Regions',
    'Contact',
    'Resources',
    'Industries',
    'Support',
    'About us',
  ]) {
    await expect(footer.getByRole('heading', { name: group, exact: true })).toBeVisible();
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Wrap Lab Chicago LLC`);
  await expect(footer.getByRole('link', { name: '4711 N. Lamon Ave, Chicago, IL 60630' })).toBeVisible();
  await footer.getByRole('link', { name: 'Request a Quote' }).click();
  await expect(page).toHaveURL('/contact');
});

test('on phones the footer folds its link groups into disclosures that open with a tap', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const about = footer.getByRole('navigation', { name: 'About us' });
  await expect(about.getByRole('link', { name: 'Careers' })).toBeHidden();
  await expect(footer.getByRole('link', { name: 'Request a Quote' })).toBeVisible();
  await about.getByText('About us').click();
  await expect(about.getByRole('link', { name: 'Careers' })).toBeVisible();
  // The mark is the kit's drawn chevron, not the browser's triangle.
  const summary = about.locator('summary');
  expect(await summary.evaluate((el) => getComputedStyle(el).listStyleType)).toBe('none');
  expect(await summary.evaluate((el) => getComputedStyle(el, '::after').borderRightStyle)).toBe('solid');

  await page.setViewportSize({ width: 1280, height: 800 });
  for (const group of ['Quick links', 'Services', 'Regions', 'Resources', 'Industries', 'Support', 'About us'])
    await expect(footer.getByRole('navigation', { name: group }).locator('details')).toHaveAttribute('open', '');
  await expect(
    footer.getByRole('navigation', { name: 'Industries' }).getByRole('link', { name: 'Real Estate' }),
  ).toBeVisible();
});

test('a route change scrolls back to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Gallery' }).click();
  await expect(page).toHaveURL('/gallery');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('toasts sit in a status region and leave after 5 seconds', async ({ page }) => {
  await page.clock.install();
  await page.goto('/shopping');
  await holdClock(page);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  const toast = page.getByRole('status', { name: 'Notifications' }).getByText('Added to cart!');
  await expect(toast).toBeVisible();
  await page.clock.runFor(4999);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1);
  await expect(toast).toHaveCount(0);
});

for (const width of [390, 1280]) {
  test(`at ${width} px the header, with its quote action, stays on screen while scrolling down and back up`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await page.goto('/services/vehicle-wraps');
    const header = page.getByRole('banner');
    const quote = header.getByRole('link', { name: 'Get a Quote' });
    await page.evaluate(() => window.scrollTo(0, 1500));
    // The header turning compact shortens what lies above the reading place; the browser's scroll
    // anchoring keeps the text still by taking those pixels off the scroll position.
    await expect(header).toHaveAttribute('data-compact', 'true');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1450);
    const scrolled = await page.evaluate(() => window.scrollY);
    await expect(header).toBeInViewport();
    await expect.poll(() => header.evaluate((element) => element.getBoundingClientRect().top)).toBe(0);
    await expect(quote).toBeInViewport();
    await expect(quote).toHaveAttribute('href', '/contact#quote-form');
    await page.mouse.wheel(0, -300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(scrolled);
    await expect(header).toHaveAttribute('data-compact', 'true');
    await expect.poll(() => header.evaluate((element) => element.getBoundingClientRect().top)).toBe(0);
    await expect(quote).toBeInViewport();
  });
}

test('the mobile menu is a full-height panel over a dimmed page, with a quote and a call and no second set of buttons', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: /main menu/ }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  const box = await menu.boundingBox();
  expect(box && Math.round(box.y)).toBe(0);
  expect(box && Math.round(box.height)).toBe(844);
  const backdrop = await menu.evaluate((element) => getComputedStyle(element, '::backdrop').backgroundColor);
  expect(backdrop).not.toBe('rgba(0, 0, 0, 0)');
  await expect(menu.getByRole('link', { name: 'Get a Free Quote' })).toHaveAttribute('href', '/contact#quote-form');
  await expect(menu.getByRole('link', { name: 'Call (773) 555-0148' })).toHaveAttribute('href', 'tel:+17735550148');
  // The bar's call and quote step aside while the menu shows its own.
  await expect(page.locator('[data-phone-actions]')).toBeHidden();
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(page.locator('[data-phone-actions]').getByRole('link', { name: 'Get a Quote' })).toBeVisible();
});

/** The main pages a visitor lands on, for the phone bar's checks. */
const mainPages = [
  '/',
  '/services',
  '/services/paint-protection-film',
  '/services/ceramic-coatings',
  '/gallery',
  '/contact',
  '/locations',
  '/locations/evanston',
  '/regions/illinois',
  '/shopping',
  '/shopping/ceramic-coating-kit',
  '/about',
  '/about/our-team',
  '/blog',
  '/case-studies',
  '/print-ship',
  '/training-classes',
  '/warranty-information',
];

test('on phones a call and a quote action are in view on every main page, and at its end they cover no text, control or the chat', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of mainPages) {
    await page.goto(path);
    const bar = page.locator('[data-phone-actions]');
    await expect(bar.getByRole('link', { name: 'Call (773) 555-0148' }), path).toBeInViewport();
    await expect(bar.getByRole('link', { name: 'Get a Quote' }), path).toBeInViewport();
    // Past 50 px the header turns compact (once the page's idle script runs) and the page below it
    // moves up: the end is measured after that, as a visitor who scrolled there finds it.
    await page.evaluate(() => window.scrollTo({ top: 200, behavior: 'instant' }));
    await expect(page.locator('#site-header header'), path).toHaveAttribute('data-compact', 'true');
    // Bands far down are laid out as they near the viewport, so the end moves while scrolling to it.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const end = document.documentElement.scrollHeight;
          window.scrollTo({ top: end, behavior: 'instant' });
          return window.scrollY + window.innerHeight >= end - 1;
        }),
      )
      .toBe(true);
    const covered = await page.evaluate(() => {
      const barRect = document.querySelector('[data-phone-actions]')!.getBoundingClientRect();
      const overlaps = (rect: DOMRect) =>
        rect.width > 0 && rect.height > 0 && rect.bottom > barRect.top + 1 && rect.top < barRect.bottom - 1;
      const selector = 'a, button, input, select, textarea, summary, p, li, h1, h2, h3, dd, dt, label';
      const under = [...document.querySelectorAll<HTMLElement>(selector)]
        .filter((element) => !element.closest('[data-phone-actions], #chat-launcher, #mfe-chat'))
        .filter((element) => element.checkVisibility() && overlaps(element.getBoundingClientRect()))
        .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
      const launcher = document.querySelector<HTMLElement>('#chat-launcher button');
      const launcherRect = launcher?.getBoundingClientRect();
      const launcherHit =
        !launcherRect || launcherRect.width === 0
          ? 'no launcher'
          : document
              .elementFromPoint(launcherRect.x + launcherRect.width / 2, launcherRect.y + launcherRect.height / 2)
              ?.closest('#chat-launcher') !== null;
      return { under, launcherHit };
    });
    expect(covered.under, `${path}: under the call and quote bar at the end of the page`).toEqual([]);
    expect([true, 'no launcher'], `${path}: the chat launcher takes its own taps`).toContain(covered.launcherHit);
  }
});

for (const width of [390, 1280]) {
  test(`at ${width} px the toast after Add to Cart covers no button of the cart drawer`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await page.goto('/shopping');
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    const toast = page.getByRole('status', { name: 'Notifications' }).getByText('Added to cart!');
    await expect(toast).toBeVisible();
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Cart, 1 item/ })
      .click();
    const drawer = page.getByRole('dialog', { name: /cart/i });
    await expect(drawer.getByRole('button', { name: 'Checkout Securely' })).toBeVisible();
    await expect(toast).toBeAttached();
    const blocked = await drawer.evaluate((dialog) =>
      [...dialog.querySelectorAll<HTMLElement>('button, a')]
        .filter((control) => control.checkVisibility())
        .filter((control) => {
          const rect = control.getBoundingClientRect();
          // Across the middle of the control: its rounded corners are not part of it.
          const y = rect.top + rect.height / 2;
          const points = [0.2, 0.5, 0.8].map((share) => [rect.left + rect.width * share, y]);
          return points.some(([x, y]) => {
            const hit = document.elementFromPoint(x!, y!);
            return hit !== null && !control.contains(hit);
          });
        })
        .map((control) => control.textContent?.trim() || control.getAttribute('aria-label')),
    );
    expect(blocked).toEqual([]);
  });
}

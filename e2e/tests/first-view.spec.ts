import type { Browser, Page } from '@playwright/test';

import { holdBrandFace, interLoaded } from '../support/brand-face';
import { holdClock } from '../support/clock';
import { seedCart, tee } from '../support/shop';
import { expect, test } from '../support/test';

const pages = ['/', '/services/vehicle-wraps', '/locations/evanston', '/shopping', '/login'];

test('every page sets its text in the brand face, served from the site itself', async ({ page, baseURL }) => {
  const fontRequests: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url());
  });
  for (const path of pages) {
    await test.step(path, async () => {
      await page.goto(path);
      const face = await page.evaluate(async () => {
        await document.fonts.ready;
        const loaded = [...document.fonts].filter(
          (font) => font.family.replace(/"/g, '') === 'Inter' && font.status === 'loaded',
        );
        return { loaded: loaded.length, heading: getComputedStyle(document.querySelector('h1') as Element).fontFamily };
      });
      expect(face.loaded, `${path}: Inter loaded as a web font`).toBeGreaterThan(0);
      expect(face.heading, path).toMatch(/^"?Inter"?, "?Inter Fallback"?/);
    });
  }
  expect(fontRequests.length).toBeGreaterThan(0);
  for (const url of fontRequests) expect(new URL(url).origin).toBe(new URL(baseURL as string).origin);
});

test.describe('a first visit on a phone', () => {
  test.use({ viewport: { width: 412, height: 915 }, startsScripts: false });

  // What the swap moves is measured with the face held back until after the first paint, on every
  // main page at 390 and 1280 px (visual.spec.ts) and every route at 412 px (composition.spec.ts).
  test('fetches the brand face once, from the head', async ({ page }) => {
    const fontRequests: string[] = [];
    page.on('request', (request) => request.resourceType() === 'font' && fontRequests.push(request.url()));
    await page.goto('/testimonials');
    const preloaded = await page.locator('head link[rel="preload"][as="font"]').getAttribute('href');
    await page.evaluate(() => document.fonts.ready);
    expect(fontRequests.map((url) => new URL(url).pathname)).toEqual([preloaded]);
  });

  test('the tests that measure the swap draw every page of a tab in the fallback before Inter arrives', async ({
    page,
  }) => {
    const brandFace = await holdBrandFace(page);
    for (const path of ['/testimonials', '/about']) {
      await page.goto(path);
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      expect(await page.evaluate(interLoaded), `${path}: Inter held back after the first paint`).toBe(false);
      await brandFace.letIn();
      expect(await page.evaluate(interLoaded), `${path}: Inter drawn once let in`).toBe(true);
    }
  });
});

test.describe('the largest image', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of [
    '/',
    '/services/vehicle-wraps',
    '/locations/evanston',
    '/regions/illinois',
    '/shopping',
    '/shopping/ceramic-coating-kit',
  ]) {
    test(`${path} preloads its hero image and the browser uses that very file`, async ({ page, request }) => {
      const head = (await (await request.get(path)).text()).split('</head>')[0] ?? '';
      const preload = /<link rel="preload" as="image" fetchpriority="high" imagesrcset="([^"]+)"/.exec(head);
      expect(preload, `${path}: a high-priority image preload in <head>`).not.toBeNull();
      const candidates = (preload?.[1] ?? '').split(',').map((candidate) => candidate.trim().split(' ')[0]);

      const fetched: string[] = [];
      page.on('requestfinished', (req) => {
        if (req.resourceType() === 'image') fetched.push(new URL(req.url()).pathname);
      });
      await page.goto(path);
      const used = await page
        .locator('img[fetchpriority="high"]')
        .first()
        .evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
      expect(candidates, `${path}: the hero shows one of the preloaded candidates`).toContain(used);
      expect(
        fetched.filter((file) => file === used),
        `${path}: the hero image is fetched once`,
      ).toHaveLength(1);
    });
  }
});

test.describe('before the visitor acts', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /**
   * A tab of its own, whose navigations do not act as a visitor (the test fixture's tabs move the
   * pointer). `still`: the reader asks for reduced motion, so a slideshow kept in view does not ask for
   * the site either (the home hero turns every 5 s), whatever the time the checks take.
   */
  async function readerTab(browser: Browser, baseURL: string | undefined, still = false) {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      ...(still ? { reducedMotion: 'reduce' as const } : {}),
    });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    /** The site's scripts: every one but the start script and the idle script it inserts. */
    const siteScripts = () => scripts.filter((script) => !/^\/start\/(start|idle)\.[0-9a-f]+\.js$/.test(script));
    return { page, scripts, siteScripts, close: () => context.close() };
  }

  // Every route's HTML runs only the start script (first-view.html.spec.ts); here the start script
  // itself, on a page of two remotes: it waits for the visitor's act, then starts the site.
  for (const path of ['/', '/locations/evanston']) {
    test(`${path} runs no site script until the visitor acts, then starts`, async ({ browser, baseURL }) => {
      const reader = await readerTab(browser, baseURL, true);
      // Once the page has stopped fetching (the start script prefetches what a visitor will need).
      await reader.page.goto(path, { waitUntil: 'networkidle' });
      await expect(reader.page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(reader.siteScripts(), `${path}: only the start script (and its measuring)`).toEqual([]);
      expect(reader.scripts).toContainEqual(expect.stringMatching(/^\/start\/start\.[0-9a-f]+\.js$/));
      expect(await reader.page.locator('html[data-hydrated]').count()).toBe(0);

      await reader.page.mouse.move(20, 300);
      await reader.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      expect(
        reader.scripts.some((script) => /\/bootstrap\.[0-9a-f]+\.js$/.test(script)),
        `${path}: the shell started`,
      ).toBe(true);
      await reader.close();
    });
  }

  test('a reader who scrolls starts nothing, yet the header turns compact and sections fade in; a touch on a control starts the site', async ({
    browser,
    baseURL,
  }) => {
    const reader = await readerTab(browser, baseURL);
    // A page without a turning slideshow (one kept in view asks for the site: the next test).
    await reader.page.goto('/about', { waitUntil: 'networkidle' });
    const header = reader.page.locator('#site-header header');
    await expect(header).toHaveAttribute('data-compact', 'false');
    const lastSection = reader.page.locator('[data-reveal]').last();
    await expect(lastSection).toHaveAttribute('data-reveal', 'waiting');
    await expect(lastSection).toHaveCSS('opacity', '0');

    // A touch on the text and a scroll to the page's end: reading.
    await reader.page.getByRole('heading', { level: 1 }).first().tap();
    await reader.page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute('data-compact', 'true');
    await lastSection.scrollIntoViewIfNeeded();
    await expect(lastSection).toHaveAttribute('data-reveal', 'shown');
    await expect(lastSection).toHaveCSS('opacity', '1');
    await reader.page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-compact', 'false');
    expect(reader.siteScripts(), 'only the start script (and its measuring) while reading').toEqual([]);
    expect(await reader.page.locator('html[data-hydrated]').count()).toBe(0);

    // A touch on a control: the visitor acts, and the site starts.
    await reader.page.getByRole('button', { name: 'Chat with Avery' }).tap();
    await reader.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(reader.siteScripts()).toContainEqual(expect.stringMatching(/\/bootstrap\.[0-9a-f]+\.js$/));
    await reader.close();
  });

  test("a reader of a service page sees its hero and its gallery turn with none of the site's scripts", async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const reader = await readerTab(browser, baseURL);
    await reader.page.goto('/services/ceramic-coatings');
    const backdrop = reader.page.locator('[data-backdrop] img').filter({ visible: true });
    await expect(reader.page.getByText('Image 1 of 12')).toBeVisible();
    const first = await backdrop.getAttribute('data-media-id');
    // The hero turns every 5 s: the page's own CSS shows the next background and its count.
    await expect(reader.page.getByText('Image 2 of 12')).toBeVisible({ timeout: 20_000 });
    await expect(reader.page.getByText('Image 1 of 12')).toBeHidden();
    await expect(backdrop).not.toHaveAttribute('data-media-id', first ?? '');

    const gallery = reader.page.getByRole('list', { name: 'Ceramic Coatings pictures' });
    await gallery.scrollIntoViewIfNeeded();
    const checked = () =>
      gallery.getByRole('radio').evaluateAll((radios) => radios.findIndex((r) => (r as HTMLInputElement).checked));
    const before = await checked();
    await expect.poll(checked, { timeout: 20_000 }).not.toBe(before);
    expect(reader.siteScripts(), 'only the start script (and its measuring) while both turn').toEqual([]);
    expect(await reader.page.locator('html[data-hydrated]').count()).toBe(0);
    await reader.close();
  });

  test("a reader who keeps the home hero in view sees it turn with none of the site's scripts; pressing Pause starts the site, which keeps it paused", async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const reader = await readerTab(browser, baseURL);
    await reader.page.goto('/');
    const radios = reader.page.getByRole('list', { name: 'Hero images' }).getByRole('radio');
    const backdrop = reader.page.locator('[data-backdrop] img').filter({ visible: true });
    await expect(radios.first()).toBeChecked();
    // The hero turns every 6 s: the page's own CSS shows the next thumbnail's picture.
    await expect(radios.nth(1)).toBeChecked({ timeout: 20_000 });
    await expect(backdrop).toHaveAttribute('data-media-id', 'hero-paint-sheen');
    await expect(reader.page.getByText('Loading images…')).toHaveCount(0);
    expect(reader.siteScripts(), 'only the start script (and its measuring) while the hero turns').toEqual([]);
    expect(await reader.page.locator('html[data-hydrated]').count()).toBe(0);

    await reader.page.getByRole('button', { name: 'Pause hero images' }).tap();
    await reader.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(reader.page.getByRole('button', { name: 'Play hero images' })).toBeVisible();
    // The site took up the slide on screen when the visitor pressed Pause.
    const shown = await backdrop.getAttribute('data-media-id');
    await expect(reader.page.locator('[data-hero-image]')).toHaveAttribute('data-hero-image', shown ?? '');
    await reader.close();
  });

  test('a shopper with a cart sees checkout drawn at once, without acting', async ({ browser, baseURL }) => {
    const reader = await readerTab(browser, baseURL);
    await seedCart(reader.page, [tee]);
    await reader.page.goto('/checkout');
    // No pointer, key or touch: the page starts by itself (a busy machine may take several seconds).
    await reader.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(reader.page.getByText(tee.name).first()).toBeVisible();
    await reader.close();
  });

  test('fetches, without running, the files its start will need once the first view is on screen', async ({
    browser,
    baseURL,
  }) => {
    const reader = await readerTab(browser, baseURL);
    const fetched: string[] = [];
    reader.page.on('requestfinished', (request) => fetched.push(new URL(request.url()).pathname));
    await reader.page.goto('/shopping', { waitUntil: 'load' });
    // The shell's own scripts, and the shop's and the chat's manifests, entries and first chunks, in one round.
    for (const file of [
      /\/bootstrap\.[0-9a-f]+\.js$/,
      /\/mf-manifest\.json$/,
      /\/remoteEntry\.js$/,
      /\/__federation_expose_app\.[0-9a-f]+\.js$/,
    ]) {
      await expect.poll(() => fetched.some((path) => file.test(path)), { message: `prefetched ${file}` }).toBe(true);
    }
    // Two entries, the shop's and the chat's: the second may still be on its way when the first is in.
    const remoteEntries = () => fetched.filter((path) => path.endsWith('/remoteEntry.js'));
    await expect.poll(() => remoteEntries().length, { message: 'remote entries prefetched' }).toBeGreaterThanOrEqual(2);
    await reader.page.waitForLoadState('networkidle');
    expect(remoteEntries()).toHaveLength(2);
    expect(reader.siteScripts(), 'only the start script (and its measuring) runs').toEqual([]);
    expect(await reader.page.locator('html[data-hydrated]').count()).toBe(0);
    await reader.close();
  });

  test('Add to Cart answers the first tap from the server HTML, and the shop picks the stored line up once', async ({
    browser,
    baseURL,
  }) => {
    const reader = await readerTab(browser, baseURL);
    // The shell's code is held back until the tap has been answered, as on a slow phone, however fast this machine starts it.
    let letTheShellStart = () => {};
    const held = new Promise<void>((resolve) => (letTheShellStart = resolve));
    await reader.page.route(/\/bootstrap\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await reader.page.goto('/shopping', { waitUntil: 'load' });
    const add = reader.page.locator('main').getByRole('button', { name: 'Add to Cart' }).first();
    await add.tap();
    await expect(reader.page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(reader.page.getByText(/^Added to cart! .+ has been added to your cart\.$/).first()).toBeVisible();
    expect(await reader.page.locator('html[data-hydrated]').count()).toBe(0);
    letTheShellStart();
    await reader.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // The held press is not made again: one line, once.
    await expect(reader.page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    const stored = await reader.page.evaluate(
      () => JSON.parse(localStorage.getItem('wraplab.cart.v1') ?? '{}') as { lines: { quantity: number }[] },
    );
    expect(stored.lines.map((line) => line.quantity)).toEqual([1]);
    await reader.close();
  });

  test('a size picked and Add to Cart tapped before the page has hydrated put that size in the cart', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, hasTouch: true });
    const page = await context.newPage();
    // The site's scripts are held until both taps are made, as on a slow phone, however fast this machine is.
    const siteHeld = holdRequests(page, /\/main\.[0-9a-f]+\.js$/);
    await siteHeld.ready;
    await page.goto('/shopping/wrap-lab-tee', { waitUntil: 'domcontentloaded' });
    await page.getByRole('radio', { name: 'M', exact: true }).tap();
    await page.locator('main').getByRole('button', { name: 'Add to Cart' }).first().tap();
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    siteHeld.letIn();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'M', exact: true })).toBeChecked();
    await expect(page.getByText('Choose a size first.')).toHaveCount(0);
    const stored = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('wraplab.cart.v1') ?? '{}') as { lines: { id: string; quantity: number }[] },
    );
    expect(stored.lines).toEqual([expect.objectContaining({ id: 'wrap-lab-tee-m', quantity: 1 })]);
    await context.close();
  });

  test('the quote form takes typing from the first tap, and the text survives hydration and is what it sends', async ({
    browser,
    baseURL,
  }) => {
    const reader = await readerTab(browser, baseURL);
    await reader.page.goto('/contact', { waitUntil: 'load' });
    expect(await reader.page.locator('html[data-hydrated]').count()).toBe(0);
    // The first tap is the visitor's first act: it starts the scripts, and the typing goes on meanwhile.
    await reader.page.getByLabel('Name').tap();
    await reader.page.keyboard.type('Dana Ortiz', { delay: 20 });
    await reader.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(reader.page.getByLabel('Name')).toHaveValue('Dana Ortiz');
    // Typing elsewhere renders the form again: what was typed before hydration stays, and is sent.
    await reader.page.getByLabel('Email').fill('dana@ortizplumbing');
    await reader.page.getByLabel('Message').fill('A wrap for one van.');
    await reader.page.getByRole('button', { name: 'Send Message' }).click();
    await expect(reader.page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(reader.page.getByLabel('Name')).toHaveValue('Dana Ortiz');
    await expect(reader.page.getByText('Please enter your name.')).toHaveCount(0);
    await reader.close();
  });

  test("the site's scripts wait while the visitor types into the quote form, and start once the typing pauses", async ({
    browser,
    baseURL,
  }) => {
    const reader = await readerTab(browser, baseURL);
    await reader.page.clock.install();
    await reader.page.goto('/contact', { waitUntil: 'load' });
    await holdClock(reader.page);
    await reader.page.getByLabel('Name').tap();
    await reader.page.keyboard.type('Dana');
    // Frames and idle moments come within this time: only the visitor's pause holds the start back.
    await reader.page.clock.runFor(900);
    expect(reader.siteScripts(), 'only the start script (and its measuring) while the visitor types').toEqual([]);
    await reader.page.clock.runFor(300);
    await expect
      .poll(() => reader.siteScripts().length, { message: "the site's scripts start after the pause" })
      .toBeGreaterThan(0);
    await reader.page.clock.resume();
    await reader.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(reader.page.getByLabel('Name')).toHaveValue('Dana');
    await reader.close();
  });

  test('the first tap on the menu or the chat launcher is not lost while the page starts', async ({
    browser,
    baseURL,
  }) => {
    const reader = await readerTab(browser, baseURL);
    await reader.page.goto('/services/vehicle-wraps', { waitUntil: 'load' });
    expect(await reader.page.locator('html[data-hydrated]').count()).toBe(0);
    await reader.page.getByRole('button', { name: 'Open main menu' }).tap();
    await expect(reader.page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expect(reader.page.getByRole('button', { name: 'Close main menu' })).toBeVisible();

    await reader.page.goto('/locations/evanston', { waitUntil: 'load' });
    expect(await reader.page.locator('html[data-hydrated]').count()).toBe(0);
    await reader.page.getByRole('button', { name: 'Chat with Avery' }).tap();
    await expect(reader.page.getByRole('log', { name: 'Conversation' })).toContainText('Evanston');
    await reader.close();
  });
});

/** Holds the requests matching a path until the test lets them in. */
function holdRequests(page: Page, path: RegExp) {
  let letIn = () => {};
  let requested = () => {};
  const held = new Promise<void>((resolve) => (letIn = resolve));
  const asked = new Promise<void>((resolve) => (requested = resolve));
  const ready = page.route(path, async (route) => {
    requested();
    await held;
    await route.continue();
  });
  return { ready, requested: asked, letIn };
}

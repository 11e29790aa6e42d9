import type { Page } from '@playwright/test';

import { mediaCatalog } from 'shared-contracts/media/catalog';

import { axeOfDrawnPage, seriousFindings } from '../support/axe';
import { holdClock } from '../support/clock';
import { expectTabToStayInModal } from '../support/modal';
import { services } from '../support/services';
import { boundary, faqItem, openItems, remoteOrigins } from '../support/site';
import { expect, test } from '../support/test';

const marketing = (page: Page) => boundary(page, 'marketing');

/**
 * Every <img> of the page has a source that answers with an image. Lazy images are asked for at once
 * rather than by scrolling past them: a walk paints (and so fully decodes) every picture of the page,
 * which is what a visitor's browser does but not what this checks. The hero's later slides stay lazy:
 * they load when shown, and the slide of the first view is checked.
 */
async function expectAllImagesLoaded(page: Page) {
  const checked = '[data-boundary="mfe-marketing"] img:not([data-backdrop] img[loading="lazy"])';
  await page.evaluate((selector) => {
    for (const img of document.querySelectorAll<HTMLImageElement>(selector)) img.loading = 'eager';
  }, checked);
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() =>
      page.evaluate(
        (selector) =>
          [...document.querySelectorAll<HTMLImageElement>(selector)]
            .filter((img) => !img.complete || img.naturalWidth === 0)
            .map((img) => img.getAttribute('data-media-id') ?? img.getAttribute('src')),
        checked,
      ),
    )
    .toEqual([]);
}

/**
 * This area's own markup; the shell's header and footer and the chat have their own suites. The main
 * pages (home, vehicle wraps, about, gallery, testimonials...) are scanned whole on the visual suite's
 * phone load (`visual.spec.ts`); this scans the pages that suite does not load.
 */
async function expectNoSeriousAxeViolations(page: Page) {
  const results = await (
    await axeOfDrawnPage(page)
  )
    .include('[data-boundary="mfe-marketing"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  expect(seriousFindings(results.violations)).toEqual([]);
}

const jsonLdTypes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => (JSON.parse(s.textContent ?? '{}') as { '@type': string })['@type'],
    ),
  );

test.describe('home page', () => {
  test('hero links, thumbnails and enlarged image, sections and metadata', async ({ page }) => {
    await page.goto('/');
    const hero = marketing(page).getByRole('region', {
      name: /Vehicle wraps, ceramic coatings & paint protection film in Chicago/,
    });
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(hero.getByText('Rated 4.9/5 from 127+ reviews')).toBeVisible();
    const links: [string, string][] = [
      ['Get a Free Chicago Quote', '/contact'],
      ['Call (773) 555-0148', 'tel:+17735550148'],
      ['Nationwide Print & Ship', '/print-ship'],
      ['Find Vehicle Wrap Experts', '/contact'],
      ['Looking for Vehicle Wraps Near Me', '/locations'],
      ['Send a Quick Message', '/contact?subject=Quick%20Message'],
      ['View Our Gallery', '/gallery'],
      ['Explore Services', '/services'],
    ];
    for (const [name, href] of links)
      await expect(hero.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);

    const thumbnails = hero.getByRole('list', { name: 'Hero images' }).getByRole('radio');
    await expect(thumbnails).toHaveCount(7);
    await expect(hero.getByText('Loading images…')).toHaveCount(0);
    await expect(page.getByText("Some images couldn't be loaded")).toHaveCount(0);

    await hero.getByRole('list', { name: 'Hero images' }).locator('label').nth(2).click();
    await expect(thumbnails.nth(2)).toBeChecked();
    await expect(hero).toHaveAttribute('data-hero-image', 'color-shift-sedan');
    const dialog = page.getByRole('dialog', {
      name: /Enlarged image: Illustration: sedan in a purple-to-teal color shift wrap/,
    });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img')).toHaveJSProperty('complete', true);
    await dialog.click({ position: { x: 10, y: 10 } });
    await expect(dialog).toHaveCount(0);
    await expect(hero).toHaveAttribute('data-hero-image', 'color-shift-sedan');
    // A modal dialog: Tab never reaches the page behind (it leaves for the browser's own controls, then
    // comes back to Close), and Escape closes it.
    await hero.getByRole('list', { name: 'Hero images' }).locator('label').nth(2).click();
    const close = dialog.getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    await expectTabToStayInModal(page, 2);
    await expect(close).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await hero.getByRole('button', { name: 'Pause hero images' }).click();
    await expect(hero.getByRole('button', { name: 'Play hero images' })).toBeVisible();

    await expect(
      marketing(page).getByRole('heading', { name: 'Not in Chicago? We print & ship anywhere in the US' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/Vehicle Wraps Chicago/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.wraplabchicago.com/');
    expect(await jsonLdTypes(page)).toEqual(
      expect.arrayContaining(['LocalBusiness', 'Organization', 'WebSite', 'WebPage']),
    );
  });

  test("a thumbnail tapped as the page's first act shows its slide at once, and the hero's code takes it up", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const hero = marketing(page).getByRole('region', { name: /Vehicle wraps, ceramic coatings/ });
    await hero.getByRole('list', { name: 'Hero images' }).locator('label').nth(3).click();
    await expect(hero.locator('[data-backdrop] img').filter({ visible: true })).toHaveAttribute(
      'data-media-id',
      'hero-studio-coupe',
    );
    // The hero's own record of its slide, written once its code has hydrated the page.
    await expect(hero).toHaveAttribute('data-hero-image', 'hero-studio-coupe');
    await expect(hero.getByRole('list', { name: 'Hero images' }).getByRole('radio').nth(3)).toBeChecked();
  });

  test('a hero image that fails is dimmed and the notice says so', async ({ page }) => {
    await page.route('**/media/hero-paint-sheen-*', (route) => route.abort());
    await page.goto('/');
    await expect(
      marketing(page).getByText("Some images couldn't be loaded. Using available images instead."),
    ).toBeVisible();
    const failed = page.getByRole('radio', { name: /\(image unavailable\)$/ });
    await expect(marketing(page).locator('label', { has: failed })).toHaveAttribute('data-failed', 'true');
  });

  test('the service-areas toggle lists every town from the locations remote with its miles, and hides them again', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = marketing(page).locator('summary', { hasText: 'Service Locations' });
    await expect(toggle).toHaveAccessibleName('View Service Locations');
    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Hide Service Locations');
    // The list is the locations remote's own fragment, drawn inside the home page.
    const list = marketing(page).getByRole('list', { name: 'Service locations' });
    await expect(list).toBeVisible();
    await expect(list).toHaveAttribute('data-source', 'mfe-locations');
    await expect(list.getByRole('link', { name: /^Des Moines, IA/ })).toHaveAttribute('href', '/locations/des-moines');
    expect(await list.getByRole('link').count()).toBeGreaterThanOrEqual(150);
    const evanston = list.getByRole('link', { name: /Evanston/ });
    await expect(evanston).toHaveAttribute('href', '/locations/evanston');
    await expect(evanston).toContainText('6 miles from Chicago');
    await toggle.click();
    await expect(toggle).toHaveAccessibleName('View Service Locations');
    await expect(list).toBeHidden();
  });

  test('the service-areas list loads while the locations remote is tried again, then points to the locations page, never an error', async ({
    page,
  }) => {
    await page.route(new RegExp(`^${remoteOrigins.locations}/`), (route) => route.abort());
    await page.goto('/');
    await marketing(page).locator('summary', { hasText: 'View Service Locations' }).click();
    const status = marketing(page)
      .getByRole('status')
      .filter({ hasText: /service locations|our locations page/ });
    // The loader's retries wait 400 and 800 ms between attempts, so the loading state stays that long.
    await expect(status).toHaveText('Loading service locations…');
    await expect(status.getByRole('link', { name: 'our locations page' })).toHaveAttribute('href', '/locations');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('every image loads', async ({ page }) => {
    // Every image of the longest page: axe over it runs on the visual suite's load.
    await page.goto('/');
    await expect(marketing(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expectAllImagesLoaded(page);
  });
});

test.describe('services', () => {
  test('vehicle wraps: related services, wrap options, FAQ one at a time, images', async ({ page }) => {
    await page.goto('/services/vehicle-wraps');
    const root = marketing(page);
    await expect(root.getByRole('link', { name: /^Learn more about/ })).toHaveCount(3);
    const related = await root
      .getByRole('link', { name: /^Learn more about/ })
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(related).toEqual([
      '/services/paint-protection-film',
      '/services/ceramic-coatings',
      '/services/commercial-fleet-wraps',
    ]);
    for (const slug of ['color-change-wraps', 'commercial-fleet-wraps', 'paint-protection-film', 'partial-wraps']) {
      await expect(root.locator(`a[href="/services/${slug}"]`).first()).toBeVisible();
    }
    const cost = faqItem(root, 'How much does a full vehicle wrap cost?');
    const lasts = faqItem(root, 'How long does a vehicle wrap last?');
    await expect(cost).toHaveAttribute('open');
    await lasts.locator('summary').click();
    await expect(lasts).toHaveAttribute('open');
    await expect(cost).not.toHaveAttribute('open');
    await expect(root.getByText(/lasts 5-7 years\. Garage parking/)).toBeVisible();
    await lasts.locator('summary').click();
    await expect(lasts).not.toHaveAttribute('open');
    await expect(root.getByText(/lasts 5-7 years\. Garage parking/)).toBeHidden();

    const gallery = root.locator('figure').filter({ has: page.locator('img[data-slide]') });
    // A tap on the third thumbnail (the label around its radio).
    await root
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: /^Show picture 3:/ }) })
      .click();
    await expect(root.getByRole('radio', { name: /^Show picture 3:/ })).toBeChecked();
    await expect(gallery.locator('img[data-slide="2"]')).toBeVisible();
    await expect(gallery.locator('img[data-slide="0"]')).toBeHidden();
    await expectAllImagesLoaded(page);
  });

  test('the hero rotates to the next image after 5 seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto('/services/ceramic-coatings');
    await holdClock(page);
    await expect(marketing(page).getByText('Image 1 of 12')).toBeVisible();
    await page.clock.runFor(5000);
    await expect(marketing(page).getByText('Image 2 of 12')).toBeVisible();
  });

  test('an unknown service shows Service Not Found with links onward', async ({ page }) => {
    await page.goto('/services/boat-wraps');
    const root = marketing(page);
    await expect(root.getByRole('heading', { level: 1 })).toHaveText('Service Not Found');
    await expect(
      root.getByText("We couldn't find the service you're looking for. Please check our available services below."),
    ).toBeVisible();
    await expect(root.getByRole('link', { name: 'Vehicle Wraps' })).toHaveAttribute('href', '/services/vehicle-wraps');
    await expect(root.getByRole('link', { name: 'Commercial Fleet Wraps' })).toHaveAttribute(
      'href',
      '/services/commercial-fleet-wraps',
    );
    await expect(root.getByRole('link', { name: 'Ceramic Coatings' })).toHaveAttribute(
      'href',
      '/services/ceramic-coatings',
    );
    await expect(root.getByRole('link', { name: 'View All Services' })).toHaveAttribute('href', '/services');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('home to a service page and back', async ({ page }) => {
    await page.goto('/');
    await expect(marketing(page).getByRole('heading', { level: 1 })).toBeVisible();
    await marketing(page).getByRole('link', { name: 'Learn more about Ceramic Coatings' }).first().click();
    await expect(page).toHaveURL('/services/ceramic-coatings');
    await expect(marketing(page).getByRole('heading', { level: 1 })).toHaveText('Ceramic Coatings');
    await marketing(page).getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(marketing(page).getByRole('heading', { level: 1 })).toContainText('Vehicle wraps');
    await page.goBack();
    await expect(page).toHaveURL('/services/ceramic-coatings');
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(marketing(page).getByRole('heading', { level: 1 })).toContainText('Vehicle wraps');
  });
});

test.describe('content pages', () => {
  test('about lists the services', async ({ page }) => {
    await page.goto('/about');
    await expect(marketing(page).getByRole('heading', { level: 1 })).toHaveText('About Wrap Lab Chicago');
    for (const [slug] of services)
      await expect(marketing(page).locator(`a[href="/services/${slug}"]`).first()).toBeVisible();
    await expectAllImagesLoaded(page);
  });

  test('gallery: chips to four services, enlarged pictures and calls to action', async ({ page }) => {
    await page.goto('/gallery');
    const root = marketing(page);
    await expect(root.getByRole('heading', { level: 1 })).toHaveText('Project gallery');
    const chips = await root
      .getByRole('list', { name: 'Browse by service' })
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(chips).toEqual([
      '/services/commercial-fleet-wraps',
      '/services/color-change-wraps',
      '/services/vehicle-graphics',
      '/services/ceramic-coatings',
    ]);
    await expect(root.getByRole('link', { name: 'Get a Free Quote' })).toHaveAttribute('href', '/contact');
    await expect(root.getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute('href', '/services');
    await root.getByRole('button', { name: 'View larger: Loop Logistics delivery fleet' }).click();
    const dialog = page.getByRole('dialog', { name: /Loop Logistics delivery fleet/ });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expectAllImagesLoaded(page);
  });

  test('testimonials: two cards with five stars, role and service tag, and more reviews', async ({ page }) => {
    await page.goto('/testimonials');
    const root = marketing(page);
    await expect(root.getByRole('heading', { level: 1 })).toHaveText('What our customers say');
    const featured = root
      .locator('section', { has: page.getByRole('heading', { name: 'Featured reviews' }) })
      .getByRole('article');
    await expect(featured).toHaveCount(2);
    for (const card of await featured.all()) {
      await expect(card.getByRole('img', { name: 'Rated 5 out of 5 stars' })).toHaveText('★★★★★');
      await expect(card.getByRole('link')).toHaveAttribute('href', /^\/services\//);
    }
    await expect(featured.first().getByText('Owner, Ortiz Plumbing')).toBeVisible();
    await expect(root.getByRole('heading', { name: 'More from our customers' })).toBeVisible();
    await expectAllImagesLoaded(page);
  });

  test('warranty: four sections, first open, one at a time, calls to action and the chat', async ({ page }) => {
    await page.goto('/warranty-information');
    const root = marketing(page);
    await expect(root.getByRole('heading', { level: 1 })).toHaveText('Warranty information');
    const titles = [
      'Vehicle Wraps Warranty',
      'Ceramic Coating Warranty',
      'Paint Protection Film Warranty',
      'How to File a Warranty Claim',
    ];
    await expect.poll(() => openItems(root, titles)).toEqual([true, false, false, false]);
    await faqItem(root, 'How to File a Warranty Claim').locator('summary').click();
    await expect.poll(() => openItems(root, titles)).toEqual([false, false, false, true]);
    await expect(root.getByText(/Send photos of the problem area/)).toBeVisible();
    await faqItem(root, 'How to File a Warranty Claim').locator('summary').click();
    await expect.poll(() => openItems(root, titles)).toEqual([false, false, false, false]);
    await expect(root.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(root.getByRole('link', { name: 'Explore Wrap Insurance' })).toHaveAttribute('href', '/wrap-insurance');
    await expect(page.getByRole('button', { name: 'Chat with Avery' })).toBeVisible();
    await expectAllImagesLoaded(page);
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('honest pictures', () => {
  /** The image records, by id: a record with `photo` is the owner's photograph, any other an illustration. */
  const photographs = new Set<string>(
    mediaCatalog.filter((image) => 'photo' in image && image.photo).map((image) => image.id),
  );
  const claimsAPhoto = /\bphoto(graph)?s?\b|\bpictured\b|the same vehicle as it came in/i;

  /** Every caption on the page with the ids of the pictures it sits under. */
  const captions = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('figure')]
        .map((figure) => ({
          ids: [...figure.querySelectorAll('img[data-media-id]')].map((img) => img.getAttribute('data-media-id') ?? ''),
          text: figure.querySelector('figcaption')?.textContent?.trim() ?? '',
        }))
        .filter((caption) => caption.ids.length > 0 && caption.text !== ''),
    );

  for (const path of [
    '/',
    '/services/paint-protection-film',
    '/services/ceramic-coatings',
    '/services/color-change-wraps',
    '/services/vehicle-wraps',
    '/gallery',
  ]) {
    test(`${path}: no caption on an illustration claims a photograph, and each says it is an illustration`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(marketing(page)).toBeVisible();
      const found = await captions(page);
      const leads = await page.locator('[data-boundary="mfe-marketing"] p').allTextContents();
      const illustrated = found.filter((caption) => caption.ids.some((id) => !photographs.has(id)));
      // A service page captions its gallery: the check has captions to read.
      if (path.startsWith('/services/')) expect(found.length).toBeGreaterThan(0);
      for (const caption of illustrated) {
        expect(caption.text, caption.ids.join(', ')).not.toMatch(claimsAPhoto);
        expect(caption.text, caption.ids.join(', ')).toMatch(/illustration/i);
      }
      // A page of illustrations says nowhere that its pictures are photos of given jobs.
      if (photographs.size === 0) for (const lead of leads) expect(lead).not.toMatch(claimsAPhoto);
    });
  }

  test('the gallery says its pictures are illustrations, and so does an enlarged one', async ({ page }) => {
    await page.goto('/gallery');
    await expect(page.getByText(/^Illustrations of the jobs we design, print and install most/)).toBeVisible();
    await page
      .getByRole('button', { name: /^View larger:/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: /^Enlarged image: Illustration: / })).toBeVisible();
  });
});

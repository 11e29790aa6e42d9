import type { Page } from '@playwright/test';

import { axeOfDrawnPage, seriousFindings } from '../support/axe';
import { expectTabToStayInModal } from '../support/modal';
import { expectToast, headerCart, seedCart, storedCart, tee } from '../support/shop';
import { isSameDocument, markDocument } from '../support/site';
import { expect, test } from '../support/test';

const card = (page: Page, name: string) => page.getByRole('article', { name });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Your cart' });
const summaryRow = (page: Page, label: string) =>
  drawer(page)
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) });

test.describe('shop', () => {
  test('the list has every section, filters by category, and adds from a card with the spec toast', async ({
    page,
  }) => {
    await page.goto('/shopping');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop');
    const filter = page.getByRole('group', { name: 'Filter products by category' });
    await expect(filter.getByRole('radio', { name: 'All' })).toBeChecked();
    for (const section of [
      'Wrap Lab merchandise',
      'Wrap materials and tools',
      'Protection products',
      'Design services',
      'Print and ship',
      'Premium installer listings',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }

    await filter.getByText('Protection', { exact: true }).click();
    await expect(filter.getByRole('radio', { name: 'Protection' })).toBeChecked();
    await expect(page).toHaveURL(/\/shopping\?category=protection$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Protection products' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Wrap Lab Merchandise' })).toHaveCount(0);

    await card(page, 'Ceramic Coating DIY Kit').getByRole('button', { name: 'Add to Cart' }).click();
    await expectToast(page, 'Added to cart!', 'Ceramic Coating DIY Kit has been added to your cart.');
    await expect(headerCart(page, 1)).toBeVisible();
    expect((await storedCart(page)).lines).toEqual([
      expect.objectContaining({
        id: 'ceramic-coating-kit',
        name: 'Ceramic Coating DIY Kit',
        unitPriceCents: 8999,
        quantity: 1,
      }),
    ]);
  });

  test("a chip tapped as the page's first act filters at once, and the shop's code takes the choice up", async ({
    page,
  }) => {
    await page.goto('/shopping');
    const filter = page.getByRole('group', { name: 'Filter products by category' });
    await filter.getByText('Design Services', { exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Design services' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Wrap Lab Merchandise' })).toBeHidden();
    await expect(page).toHaveURL(/\/shopping\?category=design$/);
    await expect(filter.getByRole('radio', { name: 'Design Services' })).toBeChecked();
    await filter.getByText('All', { exact: true }).click();
    await expect(page).toHaveURL(/\/shopping$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Wrap Lab Merchandise' })).toBeVisible();
  });

  test('cards link to the detail page at both readings without a reload, and the detail page adds to the cart', async ({
    page,
  }) => {
    await page.goto('/shop');
    await markDocument(page);
    await card(page, 'Wrap Lab Crew Tee').getByRole('link', { name: 'Wrap Lab Crew Tee' }).click();
    await expect(page).toHaveURL(/\/shop\/wrap-lab-tee$/);
    expect(await isSameDocument(page)).toBe(true);

    await page.goto('/shopping/3m-2080-gloss-black-roll');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('3M 2080 Gloss Black, 60 in x 25 ft');
    await expect(page.getByRole('link', { name: '12 reviews' })).toHaveAttribute('href', '#reviews');
    await expect(page.getByRole('region', { name: 'Reviews' }).getByRole('blockquote')).toHaveCount(3);
    await expect(page.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(page.getByText('BEST VALUE')).toBeVisible();
    await expect(page.locator('s', { hasText: '$749.00' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Product images' }).getByRole('button')).toHaveCount(3);
    const examples = page.getByRole('region', { name: 'Example applications' });
    await examples.scrollIntoViewIfNeeded();
    await expect(examples.getByRole('img')).toHaveCount(4);
    await expect(page).toHaveTitle(/3M 2080 Gloss Black/);

    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expectToast(page, 'Added to cart!', '3M 2080 Gloss Black, 60 in x 25 ft has been added to your cart.');
    await expect(headerCart(page, 1)).toBeVisible();

    await page.getByRole('button', { name: 'Back to Shopping' }).click();
    await expect(page).toHaveURL(/\/shopping$/);
  });

  test('an unknown product id shows the list', async ({ page }) => {
    await page.goto('/shop/not-in-the-catalog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop');
    await expect(page.getByText('We could not find that product, so here is everything in the shop.')).toBeVisible();
  });

  test('the drawer changes quantities and totals, is a keyboard dialog, and leads to checkout', async ({ page }) => {
    await seedCart(page, [
      tee,
      {
        id: 'wrap-lab-snapback',
        name: 'Wrap Lab Snapback',
        description: 'Navy cap',
        unitPriceCents: 2800,
        quantity: 1,
        category: 'merchandise',
      },
    ]);
    await page.goto('/shopping');
    const opener = page.getByRole('button', { name: /View Cart/ });
    await opener.click();
    await expect(drawer(page)).toBeVisible();
    await expect(drawer(page).getByRole('button', { name: 'Close cart' })).toBeFocused();
    await expect(summaryRow(page, 'Subtotal')).toHaveText('Subtotal$78.00');

    await drawer(page).getByRole('button', { name: 'Increase quantity of Wrap Lab Snapback' }).click();
    await expect(drawer(page).getByLabel('Quantity of Wrap Lab Snapback', { exact: true })).toHaveText('2');
    await expect(summaryRow(page, 'Subtotal')).toHaveText('Subtotal$106.00');
    await drawer(page).getByRole('button', { name: 'Decrease quantity of Wrap Lab Crew Tee' }).click();
    await expect(drawer(page).getByRole('button', { name: 'Decrease quantity of Wrap Lab Crew Tee' })).toBeDisabled();
    await expect(summaryRow(page, 'Subtotal')).toHaveText('Subtotal$81.00');
    await expect(summaryRow(page, 'Total')).toHaveText('Total$81.00');
    await expect(headerCart(page, 3)).toBeVisible();

    await drawer(page).getByRole('button', { name: 'Remove Wrap Lab Snapback' }).click();
    await expect(summaryRow(page, 'Subtotal')).toHaveText('Subtotal$25.00');
    await expect(headerCart(page, 1)).toBeVisible();

    // The browser's modal: Tab, either way round, never reaches the page behind.
    await expectTabToStayInModal(page, 8);
    await expectTabToStayInModal(page, 8, true);
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.click();
    await drawer(page).getByRole('button', { name: 'Checkout Securely' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(drawer(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Secure Checkout');
  });

  test('on a phone the drawer lies over the header and its chat launcher: a tap on Close closes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await seedCart(page, [tee]);
    await page.goto('/shopping');
    await page.getByRole('button', { name: /View Cart/ }).click();
    // A click lands on whatever is on top at the button's centre: Playwright waits while another element would take it.
    await drawer(page).getByRole('button', { name: 'Close cart' }).click({ timeout: 5_000 });
    await expect(drawer(page)).toHaveCount(0);
  });

  test('the header cart opens the drawer on /about after adding an item on /shop, and is a link without JavaScript', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto('/shop');
    await card(page, 'Wrap Lab Snapback').getByRole('button', { name: 'Add to Cart' }).click();
    await expectToast(page, 'Added to cart!');

    // A fresh load of a page the shop does not own: the shop's code is not on it until the cart is asked for.
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Wrap Lab Chicago');
    await headerCart(page, 1).click();
    await expect(drawer(page)).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);
    await expect(drawer(page).getByRole('listitem', { name: 'Wrap Lab Snapback' })).toContainText('$28.00');
    await expect(drawer(page).getByRole('button', { name: 'Close cart' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toHaveCount(0);
    await expect(headerCart(page, 1)).toBeFocused();
    await headerCart(page, 1).click();
    await expect(drawer(page)).toBeVisible();
    // A press on the dimmed page beside the drawer closes it.
    await page.mouse.click(40, 400);
    await expect(drawer(page)).toHaveCount(0);

    const noScript = await browser.newPage({ javaScriptEnabled: false, baseURL });
    await noScript.goto('/about');
    await noScript
      .getByRole('banner')
      .getByRole('link', { name: /^Cart, / })
      .click();
    await expect(noScript).toHaveURL(/\/shopping$/);
    await expect(noScript.getByRole('heading', { level: 1 })).toHaveText('Shop');
    await noScript.close();
  });

  test('the cart survives a reload and a new visit', async ({ page, context }) => {
    await page.goto('/shopping');
    await card(page, 'Wrap Lab Snapback').getByRole('button', { name: 'Add to Cart' }).click();
    await card(page, 'Wrap Lab Snapback').getByRole('button', { name: 'Add to Cart' }).click();
    await expect(headerCart(page, 2)).toBeVisible();
    // The reload comes once the browser has stored the cart, not merely once the header counts it.
    const stored = [expect.objectContaining({ id: 'wrap-lab-snapback', quantity: 2 })];
    await expect.poll(async () => (await storedCart(page)).lines).toEqual(stored);
    await page.reload();
    await expect(headerCart(page, 2)).toBeVisible();
    expect((await storedCart(page)).lines).toEqual(stored);
    await page.getByRole('button', { name: /View Cart/ }).click();
    await expect(drawer(page).getByLabel('Quantity of Wrap Lab Snapback', { exact: true })).toHaveText('2');

    const later = await context.newPage();
    await later.goto('/shop');
    await expect(headerCart(later, 2)).toBeVisible();
  });

  test("a cart changed in another tab shows in this tab's open drawer", async ({ context }) => {
    const first = await context.newPage();
    await first.goto('/shopping');
    await first.getByRole('button', { name: /View Cart/ }).click();
    await expect(drawer(first).getByText('Your cart is empty.', { exact: false })).toBeVisible();

    const second = await context.newPage();
    await second.goto('/shopping/wrap-lab-hoodie');
    await second.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(second.getByRole('alert')).toHaveText('Choose a size first.');
    await second.getByRole('group', { name: 'Size' }).getByLabel('L', { exact: true }).check();
    await second.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(headerCart(second, 1)).toBeVisible();

    await expect(drawer(first).getByText('Shop Floor Hoodie, size L')).toBeVisible();
    await expect(summaryRow(first, 'Subtotal')).toHaveText('Subtotal$54.99');
    await expect(headerCart(first, 1)).toBeVisible();
  });

  test('the material calculator prices a wrap and adds that line', async ({ page }) => {
    await page.goto('/shopping/3m-2080-gloss-black-roll');
    const panel = page.getByRole('region', { name: 'Material calculator' });
    await expect(panel.getByLabel('Coverage percent')).toHaveValue('100');
    await panel.getByLabel('Material').selectOption({ label: '3M 2080 Gloss ($5.25/sq ft)' });
    await panel.getByText('Large', { exact: true }).click();
    await panel.getByLabel('Coverage percent').fill('60');
    await panel.getByLabel('Coverage percent').blur();
    await expect(panel.locator('dl > div').filter({ hasText: 'Material needed' })).toHaveText(
      'Material needed150 sq ft',
    );
    await expect(panel.locator('dl > div').filter({ hasText: 'Estimated price' })).toHaveText('Estimated price$787.50');

    await panel.getByRole('button', { name: 'Add to Cart' }).click();
    await expectToast(page, 'Added to cart!', '3M 2080 Gloss wrap film has been added to your cart.');
    expect((await storedCart(page)).lines).toEqual([
      {
        id: 'material-3m-2080-gloss-large-60',
        name: '3M 2080 Gloss wrap film',
        description: 'Per sq ft · Large vehicle (250 sq ft) at 60% coverage',
        unitPriceCents: 525,
        quantity: 150,
        category: 'wrap_material',
      },
    ]);
    await page.getByRole('button', { name: /View Cart/ }).click();
    await expect(summaryRow(page, 'Subtotal')).toHaveText('Subtotal$787.50');
  });

  // The shop, a product page and checkout are scanned whole on the visual suite's phone load (`visual.spec.ts`).
  test('the open cart drawer has no serious accessibility violations', async ({ page }) => {
    await seedCart(page, [tee]);
    await page.goto('/shopping/ceramic-coating-kit');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ceramic Coating DIY Kit');
    await page.getByRole('button', { name: /View Cart/ }).click();
    await expect(drawer(page)).toBeVisible();
    // Colours are measured once the drawer's slide-in has finished, not while it is still fading in.
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    const { violations } = await (await axeOfDrawnPage(page)).include('[data-boundary="mfe-shop"]').analyze();
    expect(seriousFindings(violations)).toEqual([]);
  });
});

import type { Page } from '@playwright/test';

import { holdClock } from '../support/clock';
import {
  expectToast,
  fillContact,
  headerCart,
  seedCart,
  standInCalls,
  storedCart,
  tee,
  useSquareStandIn,
} from '../support/shop';
import { expect, test } from '../support/test';

const summary = (page: Page) => page.getByRole('region', { name: 'Order summary' });
const summaryRow = (page: Page, label: string) =>
  summary(page)
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) });
const payButton = (page: Page) => page.getByRole('button', { name: /^Pay \$/ });

async function payWithTestCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('Security code').fill('123');
  await payButton(page).click();
}

test.describe('checkout', () => {
  test('an empty cart is sent back to /shopping with the spec toast', async ({ page }) => {
    await page.goto('/checkout');
    await expectToast(page, 'Your cart is empty', 'Please add items to your cart before proceeding to checkout.');
    await expect(page).toHaveURL(/\/shopping$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop');
  });

  // The required fields' messages, toast, focus and clearing are the form's own logic: its component test holds them.
  test('the form is drawn with IL and a fixed US, the page is noindex without the chat, and e-mail keeps the browser check', async ({
    page,
  }) => {
    await seedCart(page, [tee]);
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Secure Checkout');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByLabel('State', { exact: true })).toHaveValue('IL');
    await expect(page.getByLabel('Country')).toHaveValue('US');
    await expect(page.getByLabel('Country')).toBeDisabled();
    await expect(payButton(page)).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Chat with Avery' })).toHaveCount(0);

    // The only format check is the browser's own for an e-mail input.
    await fillContact(page, { Email: 'maria-at-example.com' });
    await payButton(page).click();
    expect(await page.getByLabel('Email').evaluate((input) => (input as HTMLInputElement).validity.typeMismatch)).toBe(
      true,
    );
    await expect(page.getByRole('button', { name: 'Processing...' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/checkout$/);
    expect((await storedCart(page)).lines).toHaveLength(1);
  });

  test('Chicago ZIP codes add the 4.75% Chicago tax; others pay Illinois rates only', async ({ page }) => {
    await seedCart(page, [
      tee,
      {
        id: 'ceramic-coating-kit',
        name: 'Ceramic Coating DIY Kit',
        description: 'Kit',
        unitPriceCents: 8999,
        quantity: 1,
        category: 'protection',
      },
    ]);
    await page.goto('/checkout');
    await expect(summaryRow(page, 'Subtotal')).toHaveText('Subtotal$139.99');
    await expect(summaryRow(page, 'Shipping')).toHaveText('ShippingFree');

    await page.getByLabel('ZIP code').fill('60630');
    await expect(summaryRow(page, 'Illinois Tax (6.25%)')).toHaveText('Illinois Tax (6.25%)$8.75');
    await expect(summaryRow(page, 'Chicago Tax (4.75%)')).toHaveText('Chicago Tax (4.75%)$6.65');
    await expect(summaryRow(page, 'Total')).toHaveText('Total$155.39');
    await expect(payButton(page)).toHaveText('Pay $155.39');

    await page.getByLabel('ZIP code').fill('60201');
    await expect(summary(page).getByText('Chicago Tax (4.75%)')).toHaveCount(0);
    await expect(summary(page).getByText('Taxes calculated based on Illinois rates')).toBeVisible();
    await expect(summaryRow(page, 'Total')).toHaveText('Total$148.74');
  });

  test('a full purchase with the test provider ends on /thank-you with an empty cart', async ({ page }) => {
    await page.clock.install();
    await seedCart(page, [tee]);
    await page.goto('/shopping');
    await expect(headerCart(page, 2)).toBeVisible();
    await page.getByRole('button', { name: /View Cart/ }).click();
    await page.getByRole('dialog', { name: 'Your cart' }).getByRole('button', { name: 'Checkout Securely' }).click();
    await expect(page.getByText('TEST MODE', { exact: true })).toBeVisible();
    await expect(page.getByText(/Test mode: no card is charged/)).toBeVisible();
    await fillContact(page);
    await holdClock(page);
    await payWithTestCard(page, '4242 4242 4242 4242');
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await page.clock.runFor(1999);
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await page.clock.runFor(1);
    await expectToast(page, 'Payment successful!');
    await page.clock.resume();
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order confirmed');
    await expect(page.getByText(/^ORD-\d{6}$/)).toBeVisible();
    await expect(page.getByText('A confirmation e-mail with your order details has been sent')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(headerCart(page, 0)).toBeVisible();
    expect((await storedCart(page)).lines).toEqual([]);
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await page.getByRole('link', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL(/\/shopping$/);
  });

  test('a declined card says Payment failed and keeps the cart', async ({ page }) => {
    await seedCart(page, [tee]);
    await page.goto('/checkout');
    await fillContact(page);
    await payWithTestCard(page, '4000 0000 0000 0002');
    await expectToast(page, 'Payment failed', 'There was an error processing your payment. Please try again.');
    await expect(page.getByRole('alert')).toContainText('The card was declined.');
    await expect(payButton(page)).toBeEnabled();
    await expect(page).toHaveURL(/\/checkout$/);
    expect((await storedCart(page)).lines).toEqual([tee]);
  });
});

test.describe('checkout through the Square adapter (local stand-in for the SDK)', () => {
  test('starts Square with the configured ids, tokenizes and completes the order', async ({ page }) => {
    await useSquareStandIn(page);
    await seedCart(page, [tee]);
    await page.goto('/checkout');
    await expect(page.getByLabel('Square card')).toBeVisible();
    await expect(page.getByText('TEST MODE', { exact: true })).toBeVisible();
    expect(await standInCalls(page)).toEqual(['payments:sandbox-sq0idb-wraplab:LWRAPLAB01', 'attach']);
    await fillContact(page, { 'ZIP code': '60614' });
    await page.getByLabel('Square card').fill('4111 1111 1111 1111');
    await payButton(page).click();
    await expectToast(page, 'Payment successful!');
    await expect(page).toHaveURL(/\/thank-you$/);
    expect((await storedCart(page)).lines).toEqual([]);
  });

  test('a blocked provider script shows Payment system unavailable, keeps Pay disabled, and Retry recovers', async ({
    page,
  }) => {
    const square = await useSquareStandIn(page, { blocked: true });
    await seedCart(page, [tee]);
    await page.goto('/checkout');
    await expectToast(
      page,
      'Payment system unavailable',
      'We are experiencing issues with our payment system. Please try again later.',
    );
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Payment system unavailable');
    await expect(payButton(page)).toBeDisabled();
    expect((await storedCart(page)).lines).toEqual([tee]);

    square.unblock();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByLabel('Square card')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(payButton(page)).toBeEnabled();
  });

  test('a tokenize failure says Payment failed and keeps the cart', async ({ page }) => {
    await useSquareStandIn(page);
    await seedCart(page, [tee]);
    await page.goto('/checkout');
    await fillContact(page);
    await page.getByLabel('Square card').fill('4000 0000 0000 0002');
    await payButton(page).click();
    await expectToast(page, 'Payment failed', 'There was an error processing your payment. Please try again.');
    await expect(page.getByRole('alert')).toContainText('Card declined.');
    expect(await standInCalls(page)).toContain('tokenize');
    await expect(page).toHaveURL(/\/checkout$/);
    expect((await storedCart(page)).lines).toEqual([tee]);
    await expect(headerCart(page, 2)).toBeVisible();
  });
});

import type { Page } from '@playwright/test';

import { emailFor } from '../support/leads';
import { boundary } from '../support/site';
import { expect, test } from '../support/test';

const form = (page: Page) => page.getByRole('form', { name: 'Request a free quote' });

async function fillIn(page: Page, name: string, { email = 'marcus@bellroofing.com', phone = '(312) 555-0199' } = {}) {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill(phone);
  await page.getByLabel('Vehicle type').selectOption('Box truck');
  await page.getByLabel('Message').fill('Two box trucks need a full wrap before spring. <b>Logo files ready.</b>');
}

test.describe('contact page and quote form', () => {
  test('shows the contact details beside the form, with a hidden h1 and the quote-form anchor', async ({ page }) => {
    await page.goto('/contact?subject=Quick%20Message#quote-form');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Wrap Lab Chicago for a free quote');
    await expect(page.locator('#quote-form')).toBeInViewport();
    const details = boundary(page, 'marketing').getByRole('complementary');
    await expect(details.getByRole('link', { name: '(773) 555-0148' })).toHaveAttribute('href', 'tel:+17735550148');
    await expect(details.getByRole('link', { name: 'info@wraplabchicago.com' })).toHaveAttribute(
      'href',
      'mailto:info@wraplabchicago.com',
    );
    await expect(details.getByText('4711 N. Lamon Ave, Chicago, IL 60630')).toBeVisible();
    await expect(details.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute(
      'href',
      /google\.com\/maps/,
    );
    await expect(details.getByText('9:00 AM - 4:00 PM')).toBeVisible();
    await expect(page.getByLabel('Message')).toHaveValue('Subject: Quick Message\n\n');
    await expect(page).toHaveTitle('Contact Us & Free Quote | Wrap Lab Chicago');
  });

  test('shows the e-mail and phone messages, sends nothing, and clears a message when its field is edited', async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on('request', (request) => request.url().endsWith('/api/sendEmail') && posts.push(request.url()));
    await page.goto('/contact');
    await fillIn(page, 'Marcus Bell', { email: 'marcus@bellroofing', phone: '312-555' });
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Please enter a valid phone number (at least 10 digits).')).toBeVisible();
    await page.getByLabel('Email').fill('marcus@bellroofing.com');
    await expect(page.getByText('Please enter a valid email address.')).toHaveCount(0);
    await expect(page.getByText('Please enter a valid phone number (at least 10 digits).')).toBeVisible();
    expect(posts).toEqual([]);
  });

  test('sends the lead: Sending..., the payload, the success toast, a cleared form, and the e-mail written for the owner', async ({
    page,
  }) => {
    const name = `Marcus Bell ${Date.now()}`;
    await page.goto('/contact');
    await fillIn(page, name);
    const request = page.waitForRequest((r) => r.url().endsWith('/api/sendEmail'));
    // The request is held until the form has been seen sending, so the check does not race a fast answer.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/sendEmail', async (route) => {
      await held;
      await route.continue();
    });
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(form(page).getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();

    const sent = await request;
    const payload = sent.postDataJSON() as Record<string, string>;
    expect(payload).toMatchObject({
      name,
      email: 'marcus@bellroofing.com',
      phone: '(312) 555-0199',
      vehicleType: 'Box truck',
      message: 'Two box trucks need a full wrap before spring. <b>Logo files ready.</b>',
      website: '',
    });
    expect(payload.formToken).toMatch(/^\d{13}\./);
    expect(sent.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await sent.response())?.status()).toBe(202);

    await expect(page.getByRole('status').getByText('Message Sent')).toBeVisible();
    await expect(page.getByText("Thank you for your message. We'll get back to you soon!")).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');

    await expect.poll(() => emailFor(name), { timeout: 10_000 }).toBeDefined();
    const email = (await emailFor(name))!;
    expect(email).toMatch(/^To: info@wraplabchicago\.com$/m);
    expect(email).toMatch(/^Reply-To: .*marcus@bellroofing\.com/m);
    expect(email).toContain('Quote request: Box truck from');
    expect(email).toContain('&lt;b&gt;Logo files ready.&lt;/b&gt;');
  });

  test('keeps what was typed and shows the error toast when the service fails', async ({ page }) => {
    await page.route('**/api/sendEmail', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Service down' }) }),
    );
    await page.goto('/contact');
    await fillIn(page, 'Marcus Bell');
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').getByText('Error', { exact: true })).toBeVisible();
    await expect(page.getByText('There was a problem sending your message. Please try again.')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('Marcus Bell');
    await expect(page.getByLabel('Message')).toHaveValue(/Two box trucks/);
    await expect(form(page).getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});

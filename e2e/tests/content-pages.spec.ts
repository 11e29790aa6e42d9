import type { Page } from '@playwright/test';

import { axeOfDrawnPage, seriousFindings } from '../support/axe';
import { boundary, faqItem } from '../support/site';
import { expect, test } from '../support/test';

const main = (page: Page) => boundary(page, 'marketing');

test('wrap insurance: Gold is preselected, a click moves the selection, and the FAQ keeps one item open', async ({
  page,
}) => {
  await page.goto('/wrap-insurance');
  const plans = main(page).getByRole('radio');
  await expect(plans).toHaveCount(3);
  const card = (plan: string) => main(page).locator('[data-plan]', { has: page.getByRole('radio', { name: plan }) });
  const selected = main(page).getByText('Selected', { exact: true }).filter({ visible: true });
  await expect(main(page).getByRole('radio', { checked: true })).toHaveAccessibleName('Gold');
  await expect(card('Gold')).toContainText('Selected');
  await expect(selected).toHaveCount(1);
  await expect(main(page).getByText('Gold selected: $29.99 per month per vehicle.')).toBeVisible();
  // A tap in the middle of a card chooses it, not only one on its title.
  await card('Silver').click();
  await expect(main(page).getByRole('radio', { checked: true })).toHaveAccessibleName('Silver');
  await expect(selected).toHaveCount(1);
  await expect(card('Silver')).toContainText('Selected');
  await expect(main(page).getByText('Silver selected: $14.99 per month per vehicle.')).toBeVisible();
  await expect(main(page).getByText(/^Gold selected/)).toBeHidden();

  const first = faqItem(main(page), 'What does wrap insurance cover?');
  const second = faqItem(main(page), 'Is there a deductible?');
  await expect(first).toHaveAttribute('open');
  await second.locator('summary').click();
  await expect(first).not.toHaveAttribute('open');
  await expect(
    main(page).getByText('Silver and Gold have a $50 deductible per claim. Platinum has none.'),
  ).toBeVisible();
  await second.locator('summary').click();
  await expect(second).not.toHaveAttribute('open');
});

test('the care guide PDF opens in a new tab and is a PDF with the guide in it', async ({ page, request }) => {
  await page.goto('/resources/vinyl-wrap-care-guide');
  const link = main(page).getByRole('link', { name: 'Download the care guide (PDF)' });
  await expect(link).toHaveAttribute('target', '_blank');
  const response = await request.get('/downloads/vinyl-wrap-care-guide.pdf');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const pdf = (await response.body()).toString('latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  expect(pdf).toContain('(Vinyl Wrap Care Guide)');
});

test('the newsletter form needs an e-mail and says plainly that nothing was sent', async ({ page }) => {
  await page.goto('/blog');
  const email = main(page).getByRole('textbox', { name: 'Email address' });
  await expect(email).toHaveAttribute('required', '');
  await expect(email).toHaveAttribute('type', 'email');
  await email.fill('reader@example.com');
  await main(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(main(page).getByRole('status')).toContainText('nothing was saved');
});

test('unknown articles and case studies say so inside their section', async ({ page }) => {
  await page.goto('/blog/no-such-article');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Article not found');
  await expect(main(page).getByRole('link', { name: 'Back to the Blog' })).toHaveAttribute('href', '/blog');
  await page.goto('/case-studies/no-such-study');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Case study not found');
});

// The main pages among them (wrap insurance, training classes, Print & Ship, the blog) are scanned
// whole on the visual suite's phone load (`visual.spec.ts`).
for (const path of ['/careers', '/payment-options', '/design-template-library', '/templates/trucks']) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    const results = await (await axeOfDrawnPage(page)).include('[data-boundary="mfe-marketing"]').analyze();
    expect(seriousFindings(results.violations), path).toEqual([]);
  });
}

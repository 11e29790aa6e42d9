import type { Page } from '@playwright/test';

import { expect, test } from '../support/test';

const band = (page: Page) => page.getByRole('region', { name: /^See the difference$/i });

test('the home before/after moves with the arrow keys and shows either side whole at a tap', async ({ page }) => {
  await page.goto('/');
  const pair = band(page).getByRole('group', { name: 'Color change: before and after' });
  const slider = pair.getByRole('slider', { name: 'Color change: slide to compare before and after' });
  await slider.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveValue('40');
  await expect(slider).toHaveAttribute('aria-valuetext', '40% before, 60% after');
  await pair.locator('label', { hasText: /^After$/ }).click();
  await expect(pair.getByRole('radio', { name: 'After' })).toBeChecked();
  await expect(slider).toHaveValue('0');
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the home before/after shows both pictures split, and its radio buttons show either whole', async ({ page }) => {
    await page.goto('/');
    const figure = band(page)
      .getByRole('figure')
      .filter({ hasText: /Color change/ });
    const before = figure.getByRole('img', { name: /^Before\b/ });
    const clip = () => before.evaluate((img) => getComputedStyle(img.closest('.before')!).clipPath);
    await expect(figure.getByRole('img', { name: /^After\b/ })).toBeVisible();
    expect(await clip()).toBe('inset(0px 50% 0px 0px)');
    await figure.locator('label', { hasText: /^Before$/ }).click();
    await expect(figure.getByRole('radio', { name: 'Before' })).toBeChecked();
    expect(await clip()).toBe('none');
    await figure.locator('label', { hasText: /^After$/ }).click();
    expect(await clip()).toBe('inset(0px 100% 0px 0px)');
  });
});

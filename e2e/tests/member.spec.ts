import type { Page } from '@playwright/test';

import { holdClock } from '../support/clock';
import { expect, test } from '../support/test';

const header = (page: Page) => page.getByRole('banner');
const signedInFlag = (page: Page) => page.evaluate(() => localStorage.getItem('isLoggedIn'));

test.describe('member area', () => {
  test('registering waits 1.5 s, toasts, saves the flag and opens the dashboard with the entered details', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your membership');
    await expect(page.getByText('$9.99', { exact: false }).first()).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Member Login' })).toBeVisible();

    await page.getByLabel('Full name').fill('Renata Kowalski');
    await page.getByLabel(/Company/).fill('Kowalski Bakery');
    await page.getByLabel('Email').fill('renata@kowalskibakery.com');
    await page.getByLabel('Password').fill('long-enough-pass');
    await holdClock(page);
    await page.getByRole('button', { name: 'Create Membership' }).click();

    await expect(page.getByRole('button', { name: 'Please wait...' })).toBeDisabled();
    await page.clock.runFor(1499);
    await expect(page.getByRole('button', { name: 'Please wait...' })).toBeDisabled();
    await expect(page).toHaveURL(/\/register$/);
    await page.clock.runFor(1);
    await expect(page.getByText('Registration successful!')).toBeVisible();
    await page.clock.resume();
    await expect(page).toHaveURL(/\/member-dashboard$/);
    expect(await signedInFlag(page)).toBe('true');
    await expect(page.getByRole('heading', { name: 'Renata Kowalski' })).toBeVisible();
    await expect(page.getByText('Kowalski Bakery')).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'My Account (signed in)' })).toHaveAttribute(
      'href',
      '/member-dashboard',
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('a visitor sent from /dashboard to login comes back to /dashboard, and a reload stays signed in', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Member login');

    await page.getByLabel('Email').fill('sam.reyes@example.com');
    await page.getByLabel('Password').fill('secret-pass');
    await holdClock(page);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Please wait...' })).toBeDisabled();
    await page.clock.runFor(1500);
    await expect(page.getByText('Login successful!')).toBeVisible();
    await page.clock.resume();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Sam Reyes' })).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Member dashboard');
    await expect(page.getByRole('heading', { name: 'Sam Reyes' })).toBeVisible();
  });

  test('both dashboard routes show the member dashboard and its links lead to real pages', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('isLoggedIn', 'true'));
    for (const path of ['/dashboard', '/member-dashboard']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Member dashboard');
      await expect(page.getByText('No orders yet')).toBeVisible();
      for (const perk of ['Free T-shirt', 'Member discounts', 'Training videos', 'Member events']) {
        await expect(page.getByRole('heading', { name: perk })).toBeVisible();
      }
    }
    const memberLinks: [string, string, string][] = [
      ['Edit Profile', '/member-profile', 'Member profile'],
      ['My Orders', '/my-orders', 'My orders'],
      ['Payment Methods', '/payment-methods', 'Payment methods'],
    ];
    for (const [name, path, heading] of memberLinks) {
      await page.goto('/member-dashboard');
      await page.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
    await page.goto('/member-dashboard');
    await page.getByRole('link', { name: 'Start Shopping' }).click();
    await expect(page).toHaveURL(/\/shopping$/);
  });

  test('logging out removes the flag, toasts and goes home; the header changes back', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('isLoggedIn', 'true');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/member-dashboard');
    await expect(header(page).getByRole('link', { name: 'My Account (signed in)' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await expect(page).toHaveURL(/:\d+\/$/);
    expect(await signedInFlag(page)).toBeNull();
    await expect(header(page).getByRole('link', { name: 'Member Login' })).toBeVisible();

    await page.goto('/member-dashboard');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fmember-dashboard$/);
  });

  test('a sign-in in one tab shows in the header of another', async ({ context }) => {
    const other = await context.newPage();
    await other.goto('/gallery');
    await expect(header(other).getByRole('link', { name: 'Member Login' })).toBeVisible();

    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill('fleet@example.com');
    await page.getByLabel('Password').fill('secret-pass');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/member-dashboard$/);

    await expect(header(other).getByRole('link', { name: 'My Account (signed in)' })).toBeVisible();
  });
});

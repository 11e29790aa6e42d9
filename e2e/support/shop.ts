import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, type Page } from '@playwright/test';

export const CART_KEY = 'wraplab.cart.v1';

export interface StoredLine {
  id: string;
  name: string;
  description: string;
  unitPriceCents: number;
  quantity: number;
  category: string;
}

export const tee: StoredLine = {
  id: 'wrap-lab-tee',
  name: 'Wrap Lab Crew Tee',
  description: 'Black tee',
  unitPriceCents: 2500,
  quantity: 2,
  category: 'merchandise',
};

/** Start the visit with these local-storage entries, written once per tab, as a returning visitor's. */
export async function seedStorage(page: Page, entries: Record<string, string>) {
  await page.addInitScript((stored) => {
    if (!sessionStorage.getItem('seeded')) {
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
      sessionStorage.setItem('seeded', 'yes');
    }
  }, entries);
}

/** Start the visit with these cart lines in local storage, as a returning visitor would. */
export const seedCart = (page: Page, lines: StoredLine[]) =>
  seedStorage(page, { [CART_KEY]: JSON.stringify({ lines }) });

export const storedCart = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{"lines":[]}') as { lines: StoredLine[] }, CART_KEY);

export const headerCart = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('link', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` });

/** The contact and shipping form, filled in by a Chicago customer unless told otherwise. */
export async function fillContact(page: Page, overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    'First name': 'Maria',
    'Last name': 'Lopez',
    Email: 'maria@example.com',
    'Phone number': '(773) 555-0199',
    Address: '2200 W Irving Park Rd',
    City: 'Chicago',
    'ZIP code': '60618',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
}

export const STAND_IN_SCRIPT_PATH = '/e2e/square-stand-in.js';
const standIn = readFileSync(path.join(__dirname, 'square-stand-in.js'), 'utf8');

/**
 * Configure checkout for Square as a deploy would (payment-config.json beside the shop's files),
 * pointing at the local stand-in script on the site's origin. `blocked` aborts the script until
 * `unblock()`, as a blocker or an outage would.
 */
export async function useSquareStandIn(page: Page, { blocked = false } = {}) {
  const state = { blocked };
  await page.route('**/payment-config.json', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
      body: JSON.stringify({
        provider: 'square',
        scriptUrl: STAND_IN_SCRIPT_PATH,
        applicationId: 'sandbox-sq0idb-wraplab',
        locationId: 'LWRAPLAB01',
      }),
    }),
  );
  await page.route(`**${STAND_IN_SCRIPT_PATH}`, (route) =>
    state.blocked
      ? route.abort('blockedbyclient')
      : route.fulfill({ status: 200, contentType: 'text/javascript', body: standIn }),
  );
  return { unblock: () => void (state.blocked = false) };
}

export const standInCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __squareStandIn?: { calls: string[] } }).__squareStandIn?.calls ?? []);

/** The shell's toast region shows this title (and description). */
export async function expectToast(page: Page, title: string, description?: string) {
  const toasts = page.getByRole('status', { name: 'Notifications' });
  await expect(toasts).toContainText(title);
  if (description) await expect(toasts).toContainText(description);
}

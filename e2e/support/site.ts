import type { Page } from '@playwright/test';

export const remoteOrigins = {
  marketing: 'http://localhost:3001',
  locations: 'http://localhost:3002',
  shop: 'http://localhost:3003',
  member: 'http://localhost:3004',
  chat: 'http://localhost:3005',
} as const;

/** The element a remote renders its page into; present only while that remote's page shows. */
export const boundary = (page: Page, remote: keyof typeof remoteOrigins) => page.locator(`[data-boundary="mfe-${remote}"]`);

/** Mark the document so a test can tell a client-side navigation from a reload. */
export async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}

export const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

import type { Locator, Page } from '@playwright/test';
import { portPlan } from 'infra/site/environment';

import type { RemoteName } from 'shared-contracts/routes/route-table';

const { remotePorts } = portPlan();

/** Where each remote of the site under test is served (see `playwright.config.ts`). */
export const remoteOrigins = Object.fromEntries(
  Object.entries(remotePorts).map(([name, port]) => [name, `http://localhost:${port}`]),
) as Record<RemoteName, string>;

/** The element a remote renders its page into; present only while that remote's page shows. */
export const boundary = (page: Page, remote: keyof typeof remoteOrigins) =>
  page.locator(`[data-boundary="mfe-${remote}"]`);

/** Mark the document so a test can tell a client-side navigation from a reload. */
export async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}

export const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/** An accordion item (a `<details>` of an exclusive group) by the question its summary shows. */
export const faqItem = (root: Locator, title: string) =>
  root.locator('details', { has: root.page().locator('summary', { hasText: title }) });

/** Whether each of `titles`' accordion items is open, in order. */
export const openItems = (root: Locator, titles: readonly string[]) =>
  Promise.all(titles.map((title) => faqItem(root, title).evaluate((details: HTMLDetailsElement) => details.open)));

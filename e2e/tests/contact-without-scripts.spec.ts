import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

import type { Page } from '@playwright/test';
import { repoRoot } from 'infra/base/repo-root';

import { e2eDataDir } from '../playwright.config';
import { emailFor, storedLeadsNamed } from '../support/leads';
import { expect, test } from '../support/test';

/** The server's HTML on its own: what a visitor whose browser runs no script gets. */
test.use({ javaScriptEnabled: false });

/** The owner's `npm run leads`, on the store the site under test uses. */
const leads = (...args: string[]) =>
  promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'infra/src/quote/cli/leads-cli.ts'), ...args],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: e2eDataDir },
    },
  ).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  );

/** How many e-mails of the owner's mailbox (the site's outbox) name this visitor. */
async function emailsFor(name: string) {
  const outbox = path.join(e2eDataDir, 'outbox');
  let count = 0;
  for (const file of await readdir(outbox).catch(() => []))
    if ((await readFile(path.join(outbox, file), 'utf8')).includes(name)) count++;
  return count;
}

const MESSAGE = 'Two box trucks need a full wrap before spring; "fleet" colours & logo.';

async function fillIn(page: Page, name: string) {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill('marcus@bellroofing.com');
  await page.getByLabel('Vehicle type').selectOption('Box truck');
  await page.getByLabel('Message').fill(MESSAGE);
}

/** Wait until the form token the page holds is older than the 3 s a person needs. */
async function waitOutMinimumFill(page: Page) {
  const issuedAt = Number((await page.locator('input[name="formToken"]').inputValue()).slice(0, 13));
  await expect.poll(() => Date.now() - issuedAt, { timeout: 10_000 }).toBeGreaterThan(3_200);
}

test('a quote sent too soon after the page loaded comes back with its text to send again, and goes through the second time', async ({
  page,
}) => {
  const name = `Marcus Bell ${Date.now()}`;
  await page.goto('/contact');
  await fillIn(page, name);
  // As an autofilled form is sent: a token issued a moment before the send.
  await page.route('**/api/sendEmail', async (route) => {
    const fresh = ((await (await page.request.get('/api/formToken')).json()) as { formToken: string }).formToken;
    const body = new URLSearchParams(route.request().postData() ?? '');
    body.set('formToken', fresh);
    await route.continue({ postData: body.toString() });
  });
  const first = page.waitForResponse((response) => response.url().endsWith('/api/sendEmail'));
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await first).status()).toBe(400);
  await page.unroute('**/api/sendEmail');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your request was not sent');
  await expect(page.getByRole('alert')).toContainText('Please check it and send it again.');
  await expect(page.getByText('Message Sent')).toHaveCount(0);
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await expect(page.getByLabel('Vehicle type')).toHaveValue('Box truck');
  await expect(page.getByLabel('Message')).toHaveValue(MESSAGE);
  expect(await storedLeadsNamed(name)).toEqual([]);

  await waitOutMinimumFill(page);
  const second = page.waitForResponse((response) => response.url().endsWith('/api/sendEmail'));
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await second).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message Sent');
  await expect.poll(() => emailFor(name), { timeout: 15_000 }).toBeDefined();
  expect(await emailFor(name)).toContain('Two box trucks need a full wrap before spring');
  // The outbox writes the e-mail, then marks the lead sent: the mark may come a moment after the file.
  await expect
    .poll(async () => (await storedLeadsNamed(name)).map((lead) => lead.status), { timeout: 15_000 })
    .toEqual(['sent']);
});

test("a lead kept as spam is listed for the owner, and released on the owner's word it is delivered once", async ({
  page,
}) => {
  const name = `Dana Ortiz ${Date.now()}`;
  await page.goto('/contact');
  await fillIn(page, name);
  // The hidden honeypot field, filled as a password manager sometimes does.
  await page.locator('input[name="website"]').fill('https://ortizplumbing.com', { force: true });
  await waitOutMinimumFill(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message Sent');
  const [lead] = await storedLeadsNamed(name);
  expect(lead).toMatchObject({ status: 'spam', spamReason: 'honeypot' });

  const listed = await leads('--status', 'spam');
  expect(listed.stdout).toMatch(
    new RegExp(`spam +0 +${lead!.id} +${name} <marcus@bellroofing\\.com> {2}Box truck {2}honeypot`),
  );
  expect(await emailsFor(name)).toBe(0);

  expect((await leads('--release', lead!.id)).stdout).toContain(`Lead ${lead!.id} is a person's after all`);
  await expect.poll(() => emailsFor(name), { timeout: 15_000 }).toBe(1);
  // Released twice, it is still delivered once.
  expect(await leads('--release', lead!.id)).toEqual({
    code: 1,
    stdout: `No spam lead with id ${lead!.id} (it may have been released already).\n`,
  });
  await expect
    .poll(async () => (await storedLeadsNamed(name)).map((one) => [one.status, one.attempts]))
    .toEqual([['sent', 1]]);
  expect(await emailsFor(name)).toBe(1);
});

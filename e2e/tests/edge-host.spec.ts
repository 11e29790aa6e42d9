import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { repoRoot } from 'infra/base/repo-root';
import { defaultReleasesDir } from 'infra/release/release-store';
import { liveRenders } from 'infra/render/site-renders';
import { buildWorker, startEdgeHost } from 'infra/site/edge/edge-host';
import { LIVE_KEY } from 'infra/site/edge/edge-layout';
import { publishToEdge } from 'infra/site/edge/publish-edge';
import { portOffsetFromEnv, portPlan, siteSettingsFromEnv } from 'infra/site/environment';
import { visitorKey } from 'infra/site/release-buckets';

import { storedLeadsNamed } from '../support/leads';
import { expect, test } from '../support/test';

/** The server's HTML on its own: the remotes' origins answer CORS for the Node origin only, so no script runs here. */
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: 'serial' });

const { siteDir } = siteSettingsFromEnv();
let edge: Awaited<ReturnType<typeof startEdgeHost>>;

test.beforeAll(async () => {
  // Building the worker and publishing about 2,000 objects into miniflare's R2 takes 20 to 40 s.
  test.setTimeout(120_000);
  buildWorker();
  edge = await startEdgeHost({
    port: 8787 + portOffsetFromEnv(),
    persistDir: mkdtempSync(path.join(tmpdir(), 'wraplab-edge-')),
    siteOrigin: `http://127.0.0.1:${8787 + portOffsetFromEnv()}`,
    origin: `http://localhost:${portPlan().port}`,
    visitorKey: visitorKey(siteDir),
  });
  await publishToEdge(edge.writer, {
    siteDir,
    releasesDir: defaultReleasesDir(),
    mediaDir: path.join(repoRoot, 'infra', 'dist', 'media'),
  });
});
test.afterAll(() => edge.dispose());

test('workerd serves a rendered page with its security headers and a request id', async ({ page }) => {
  const response = await page.goto(`${edge.url}/locations/oak-park`);
  expect(response!.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Oak Park');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
});

test('while a canary runs, workerd gives a new visitor a signed bucket and keeps it on later pages', async ({
  page,
}) => {
  const live = liveRenders(siteDir)!;
  // The deployed render on both sides of the split: what is checked is the bucket, given once and kept.
  await edge.writer.putValue(LIVE_KEY, {
    render: live.render,
    canary: { app: 'shop', percent: 50, render: live.render },
  });
  const first = await page.goto(`${edge.url}/shop`);
  expect(first!.headers()['vary']).toBe('Accept-Encoding, Cookie');
  const bucket = (await page.context().cookies()).find((cookie) => cookie.name === 'release-bucket-shop');
  expect(bucket?.value).toMatch(/^\d{1,2}\.[\w-]{16}\.[\w-]{22}$/);
  const again = await page.goto(`${edge.url}/services`);
  expect(again!.headers()['set-cookie']).toBeUndefined();
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'release-bucket-shop')?.value).toBe(
    bucket!.value,
  );
});

test('the quote form sent from the workerd host reaches the lead store behind the Node origin', async ({ page }) => {
  const name = `Rosa Delgado ${Date.now()}`;
  await page.goto(`${edge.url}/contact`);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill('rosa@delgadobakery.com');
  await page.getByLabel('Vehicle type').selectOption('Box truck');
  await page.getByLabel('Message').fill('One box truck, full wrap with the bakery logo.');
  const issuedAt = Number((await page.locator('input[name="formToken"]').inputValue()).slice(0, 13));
  await expect.poll(() => Date.now() - issuedAt, { timeout: 10_000 }).toBeGreaterThan(3_200);
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/sendEmail'));
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message Sent');
  await expect.poll(async () => (await storedLeadsNamed(name)).length, { timeout: 15_000 }).toBe(1);
});

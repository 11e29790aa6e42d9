import path from 'node:path';

import { defineConfig } from '@playwright/test';
import { portPlan } from 'infra/site/environment';

import { chromiumPath, testSuiteChromiumArgs } from './support/chromium';

const repoRoot = path.resolve(__dirname, '..');
const siteUrl = `http://localhost:${portPlan().port}`;
/** Where the site under test keeps quote leads; the contact tests read the e-mails written there. */
export const e2eDataDir = path.join(__dirname, 'test-results', '.data');

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // A test spends much of its time waiting (for the server, a paint, the spec's delays). With the
  // suite's lighter contexts (support/chromium.ts), three left the cores idle part of the time: the
  // whole suite took 7.6 min with three and 6.1-6.3 min with four; five made every test slower.
  workers: 4,
  // A test.only left in a commit would run alone in CI and pass the rest unseen.
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 8_000 },
  reporter: [
    ['list'],
    ['./support/retry-report.ts'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    baseURL: siteUrl,
    // Recording a trace costs a quarter of the suite's time, so only a retry records one (CI retries
    // once); to trace a failure here, run its spec again with `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: testSuiteChromiumArgs },
  },
  webServer: {
    command: 'npm run serve -w infra -- --deploy-build',
    cwd: repoRoot,
    url: `${siteUrl}/remotes.json`,
    reuseExistingServer: !process.env.CI,
    // Every test's visitor comes from 127.0.0.1: the one address would run out of field reports.
    env: { DATA_DIR: e2eDataDir, FIELD_REPORTS_PER_MINUTE: '100000' },
    timeout: 120_000,
  },
});

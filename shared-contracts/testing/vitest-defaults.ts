/**
 * What every app's component tests share. happy-dom sets up a page about three times faster than
 * jsdom; the few tests of script loading keep jsdom, which leaves a script's load to the test.
 * The timeout detects a hung test, it does not judge speed: a file's first test pays for the page's
 * imports, which takes several seconds on a machine busy with builds, and vitest's default 5 s then
 * fails a test that is only slow to start.
 */
export const componentTests = {
  environment: 'happy-dom' as const,
  globals: true,
  setupFiles: ['./src/test-setup.ts'],
  testTimeout: 30_000,
};

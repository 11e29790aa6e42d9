/**
 * What every app's component tests share. The timeout detects a hung test, it does not judge speed: a
 * file's first test pays for jsdom and the page's imports, which takes several seconds on a machine
 * busy with builds, and vitest's default 5 s then fails a test that is only slow to start.
 */
export const componentTests = {
  environment: 'jsdom' as const,
  globals: true,
  setupFiles: ['./src/test-setup.ts'],
  testTimeout: 30_000,
};

import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Page tests render whole pages; the default 5 s is too tight on a machine shared by several builds.
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test-setup.ts'],
    restoreMocks: true,
    testTimeout: 30_000,
  },
});

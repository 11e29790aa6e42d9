import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The shop's pages are large DOMs; role queries over them are slow on a busy machine.
  test: { environment: 'jsdom', globals: true, setupFiles: ['./src/test-setup.ts'], testTimeout: 20_000 },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { environment: 'jsdom', globals: true, setupFiles: ['./src/test-setup.ts'], testTimeout: 20_000 },
});

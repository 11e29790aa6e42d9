import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { environment: 'node', globals: true, setupFiles: ['./test-setup.ts'], testTimeout: 30_000 },
});

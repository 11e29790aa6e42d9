import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    globals: true,
    testTimeout: 20000,
    // The pictures workspace inside infra's folder runs its own suite.
    exclude: [...configDefaults.exclude, 'media/pictures/**'],
  },
});

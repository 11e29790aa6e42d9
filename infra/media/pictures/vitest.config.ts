import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { environment: 'node', globals: true, testTimeout: 20000 } });

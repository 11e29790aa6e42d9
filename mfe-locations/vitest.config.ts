import { defineConfig } from 'vitest/config';

import { componentTests } from '../shared-contracts/testing/vitest-defaults';

export default defineConfig({ test: componentTests });

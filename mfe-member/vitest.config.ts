import { defineConfig } from 'vitest/config';

import { appTestProjects } from '../shared-contracts/testing/vitest-defaults';

export default defineConfig({ test: { projects: appTestProjects('mfe-member', __dirname) } });

/**
 * The lead store's tests run on PostgreSQL as well as SQLite: the test command finds Debian's server
 * or installs it, as it does Chromium for the browser tests.
 */
import { postgresBinDir } from '../base/postgres-bin';
import { ensureDebianPackages } from './debian-packages';

ensureDebianPackages([
  {
    name: 'PostgreSQL',
    pkg: 'postgresql',
    present: () => postgresBinDir() !== undefined,
    neededBy: "the lead store's tests on PostgreSQL",
  },
]);
console.info(`Using PostgreSQL from ${postgresBinDir()}`);

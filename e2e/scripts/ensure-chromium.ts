import { existsSync } from 'node:fs';

import { ensureDebianPackages } from 'infra/checks/debian-packages';

import { chromiumPath } from '../support/chromium';

ensureDebianPackages([
  {
    name: `Chromium (${chromiumPath})`,
    pkg: 'chromium',
    present: () => existsSync(chromiumPath),
    neededBy: 'the browser tests; or set CHROMIUM_PATH',
  },
]);
console.info(`Using Chromium at ${chromiumPath}`);

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { chromiumPath } from '../support/chromium';

const isRoot = process.getuid?.() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;

if (!existsSync(chromiumPath)) {
  if (!isRoot || !hasApt) {
    console.error(
      `Chromium is missing at ${chromiumPath}: install it with "sudo apt-get install -y chromium" (or set CHROMIUM_PATH) and run the tests again.`,
    );
    process.exit(1);
  }
  console.info(`Chromium is missing at ${chromiumPath}; installing Debian's chromium package...`);
  const install = spawnSync(
    'sh',
    ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'],
    { stdio: 'inherit' },
  );
  if (install.status !== 0 || !existsSync(chromiumPath)) {
    console.error('Installing Chromium with apt-get failed: run "apt-get install -y chromium" by hand and try again.');
    process.exit(1);
  }
}
console.info(`Using Chromium at ${chromiumPath}`);

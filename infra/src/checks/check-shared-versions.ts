import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { packageOf, sharedSingletons } from 'shared-contracts/federation/shared-deps';

import { repoRoot } from '../base/repo-root';
import { sharedVersionProblems } from './shared-versions';

const apps = ['shell', 'mfe-marketing', 'mfe-locations', 'mfe-shop', 'mfe-member', 'mfe-chat'];
const readJson = (file: string) =>
  JSON.parse(readFileSync(file, 'utf8')) as { version: string; dependencies: Record<string, string> };

const manifests = apps.map((app) => ({
  app,
  dependencies: readJson(path.join(repoRoot, app, 'package.json')).dependencies,
}));
const require = createRequire(path.join(repoRoot, 'shell', 'package.json'));
const installed = Object.fromEntries(
  [...new Set(sharedSingletons.map(packageOf))].map((pkg) => [
    pkg,
    readJson(require.resolve(`${pkg}/package.json`)).version,
  ]),
);

const problems = sharedVersionProblems(manifests, installed);
for (const [pkg, version] of Object.entries(installed)) console.info(`shared ${pkg}@${version}`);
if (problems.length) {
  for (const problem of problems) console.error(`✗ ${problem.message}`);
  process.exit(1);
}
console.info(`✓ ${apps.length} apps agree on ${Object.keys(installed).length} shared singletons`);

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { remoteNames } from 'shared-contracts/routes/route-table';

import { writeDeployments, writeEnvironment, type Deployments } from '../deployments';
import { MANIFEST_FILE } from '../integrity';
import { DeployRefused } from '../refusal';
import { apps, type App } from '../release-store';
import { environmentOfItsOwn } from './environment-of-its-own';
import { addRelease } from './stored-release';

/** An environment with every app deployed at `<app>-1`, and what its state files hold. */
export function environment() {
  const store = mkdtempSync(path.join(tmpdir(), 'store-'));
  const siteDir = environmentOfItsOwn();
  for (const app of apps) addRelease(store, app, `1.0.0-${app}1`);
  const deployed = Object.fromEntries(apps.map((app) => [app, `1.0.0-${app}1`])) as Record<App, string>;
  const deployments: Deployments = {
    deployed,
    history: Object.fromEntries(apps.map((app) => [app, [deployed[app]]])) as Record<App, string[]>,
  };
  writeEnvironment(siteDir, {
    siteOrigin: 'https://www.wraplabchicago.test',
    allowedOrigins: ['https://*.squarecdn.com'],
    releaseOrigins: Object.fromEntries(remoteNames.map((name, i) => [name, `http://localhost:${3901 + i}`])) as never,
  });
  writeDeployments(siteDir, deployments);
  writeFileSync(path.join(siteDir, 'current.json'), JSON.stringify({ render: 'render-1' }));
  const state = () => [
    ...['deployments.json', 'current.json', 'environment.json'].map((file) =>
      readFileSync(path.join(siteDir, file), 'utf8'),
    ),
    // The live releases' files are not touched either.
    ...apps.map((app) => readFileSync(path.join(store, app, deployed[app], MANIFEST_FILE), 'utf8')),
  ];
  return { store, context: { store, siteDir }, state };
}

export async function expectRefusal(run: Promise<unknown>, message: string | RegExp) {
  const error = await run.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(DeployRefused);
  expect((error as Error).message).toMatch(message);
  expect((error as Error).message).not.toContain('\n');
}

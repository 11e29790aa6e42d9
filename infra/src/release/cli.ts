/**
 * Releases and deploys, one app at a time:
 *   npm run release -w <app>          build the app, store it, print the release id (last line)
 *   npm run deploy -- <app> <id>      point this environment's <app> at release <id>
 *   npm run rollback -- <app>         back to the release <app> had before
 *   npm run releases -- <app>         list <app>'s releases, marking the deployed one
 * RELEASES_DIR is the store (default .releases/), SITE_DIR the environment (default .site/<port>).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { portPlan } from '../server/environment';
import { readDeployments } from './deployments';
import { DeployRefused, deploy, rollback } from './deploy';
import { apps, defaultReleasesDir, listReleases, repoRoot, storeRelease, type App } from './release-store';

const siteDir = path.resolve(process.env.SITE_DIR ?? path.join(repoRoot, '.site', String(process.env.PORT ?? portPlan().port)));
const store = defaultReleasesDir();
const context = { store, siteDir, log: (line: string) => console.info(line) };

function appNamed(name: string | undefined): App {
  const app = name?.replace(/^mfe-/, '') as App | undefined;
  if (!app || !apps.includes(app)) throw new DeployRefused(`Name one of: ${apps.join(', ')}`);
  return app;
}

/** `npm run release -w mfe-shop` runs in the app's folder: its package name says which app it is. */
function appOfFolder(folder: string): App {
  const { name } = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { name: string };
  return appNamed(name);
}

async function main(command: string | undefined, args: string[]) {
  switch (command) {
    case 'release': {
      const folder = process.cwd();
      const { info, created } = storeRelease(store, appOfFolder(folder), path.join(folder, 'dist'));
      console.info(`${created ? 'Stored' : 'Already stored'}: ${info.app} ${info.version} in ${path.join(store, info.app, info.id)}`);
      console.info(info.id);
      return;
    }
    case 'deploy': {
      const app = appNamed(args[0]);
      if (!args[1]) throw new DeployRefused('Usage: npm run deploy -- <app> <release id>');
      await deploy(context, app, args[1]);
      console.info(`Deployed ${app} ${args[1]}`);
      return;
    }
    case 'rollback': {
      const app = appNamed(args[0]);
      const result = await rollback(context, app);
      console.info(`Rolled ${app} back to ${result.deployed[app]}`);
      return;
    }
    case 'releases': {
      const app = appNamed(args[0]);
      const deployed = readDeployments(siteDir)?.deployed[app];
      for (const release of listReleases(store, app)) {
        console.info(`${release.id === deployed ? '*' : ' '} ${release.id}  ${release.createdAt}${release.id === deployed ? '  (deployed)' : ''}`);
      }
      return;
    }
    default:
      throw new DeployRefused('Commands: release, deploy <app> <id>, rollback <app>, releases <app>');
  }
}

main(process.argv[2], process.argv.slice(3)).catch((error: unknown) => {
  console.error(error instanceof DeployRefused ? error.message : error);
  process.exit(1);
});

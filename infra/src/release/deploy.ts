import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { remoteNames, type RemoteName } from 'shared-contracts/routes/route-table';
import { formatSummary, publishRender, renderPages } from '../render/site-renders';
import {
  manifestUrlOf,
  readDeployments,
  readEnvironment,
  writeDeployments,
  writeEnvironment,
  type Deployments,
  type EnvironmentConfig,
} from './deployments';
import { incompatibility, unverifiable } from './guards';
import { apps, ownerOfRelease, readRelease, releaseDir, type App, type ReleaseInfo } from './release-store';

/** A deploy that was refused: nothing changed, and the message says why in one line. */
export class DeployRefused extends Error {}

export interface DeployContext {
  /** The release store. */
  store: string;
  /** The environment's folder: its config, deployments and renders. */
  siteDir: string;
  /** Progress lines (the render's figures); quiet by default. */
  log?: (line: string) => void;
}

function release(store: string, app: App, id: string): ReleaseInfo {
  const info = readRelease(store, app, id);
  if (info) return info;
  const owner = ownerOfRelease(store, id);
  throw new DeployRefused(owner ? `${id} is a release of ${owner}, not of ${app}` : `There is no release ${id} of ${app} in ${store}`);
}

/** Every remote must run under the shell and have its files' hashes recorded: checked for the whole set about to be live. */
function guard(store: string, deployed: Record<App, string>) {
  const shell = release(store, 'shell', deployed.shell);
  for (const remote of remoteNames) {
    const info = release(store, remote, deployed[remote]);
    const problem = incompatibility(info, shell) ?? unverifiable(info);
    if (problem) throw new DeployRefused(`Refused: ${problem}`);
  }
}

/** Script origins the deployed shop's payment provider needs (none for the embedded test provider). */
export function paymentOrigins(shopRelease: string): string[] {
  const file = path.join(shopRelease, 'payment-config.json');
  if (!existsSync(file)) return [];
  const config = JSON.parse(readFileSync(file, 'utf8')) as { provider: string; scriptUrl?: string };
  if (config.provider !== 'square' || !config.scriptUrl) return [];
  return [new URL(config.scriptUrl).origin, 'https://*.squarecdn.com', 'https://*.squareupsandbox.com', 'https://*.squareup.com'];
}

/**
 * Render every page for a set of releases, then make it live: the deployments record first, then
 * the render (manifest, pages, shell files) at one rename. A failed render changes nothing.
 */
async function goLive(context: DeployContext, config: EnvironmentConfig, next: Deployments) {
  const { store, siteDir } = context;
  const manifest = {
    siteOrigin: config.siteOrigin,
    remotes: Object.fromEntries(remoteNames.map((remote) => [remote, manifestUrlOf(config, remote, next.deployed[remote])])) as Record<RemoteName, string>,
    // What each release recorded when it was stored: the browser checks every file of it against this.
    integrity: Object.fromEntries(remoteNames.map((remote) => [remote, release(store, remote, next.deployed[remote]).integrity!])) as Record<RemoteName, string>,
  };
  const shellDir = releaseDir(store, 'shell', next.deployed.shell);
  const marketingDir = releaseDir(store, 'marketing', next.deployed.marketing);
  const render = await renderPages({
    siteDir,
    manifest,
    shell: shellDir,
    serve: {
      shellDir,
      downloadsDir: path.join(marketingDir, 'downloads'),
      scriptOrigins: paymentOrigins(releaseDir(store, 'shop', next.deployed.shop)),
    },
  });
  if (Object.keys(render.pages).length === 0) throw new Error('The render produced no pages; nothing was deployed');
  context.log?.(`[render] ${formatSummary(render)}`);
  writeDeployments(siteDir, next);
  publishRender(siteDir, render.id);
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Take the lock if it is free, or held by a process that no longer runs (a deploy that was killed). */
function tryLock(lock: string): boolean {
  try {
    writeFileSync(lock, String(process.pid), { flag: 'wx' });
    return true;
  } catch {
    const holder = Number(readFileSync(lock, 'utf8') || NaN);
    // A lock without a pid is one being written this instant, unless it has been like that for a while.
    const beingWritten = !Number.isInteger(holder) && Date.now() - statSync(lock).mtimeMs < 5_000;
    if (beingWritten || (Number.isInteger(holder) && holder > 0 && isRunning(holder))) return false;
    rmSync(lock, { force: true });
    return false;
  }
}

/** One deploy at a time per environment: a second one waits its turn rather than racing the first. */
async function exclusively<T>(siteDir: string, work: () => Promise<T>): Promise<T> {
  mkdirSync(siteDir, { recursive: true });
  const lock = path.join(siteDir, 'deploy.lock');
  for (let waited = 0; !tryLock(lock); waited += 200) {
    if (waited > 120_000) throw new Error(`Another deploy holds ${lock}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { force: true });
  }
}

/** Point one app of the environment at a release. */
export function deploy(context: DeployContext, app: App, id: string): Promise<Deployments> {
  return exclusively(context.siteDir, async () => {
    const config = readEnvironment(context.siteDir);
    release(context.store, app, id);
    const current = readDeployments(context.siteDir);
    if (!current) throw new DeployRefused('Nothing is deployed here yet: start the site first (npm start)');
    const history = current.history[app];
    const next: Deployments = {
      deployed: { ...current.deployed, [app]: id },
      // Deploying what is already live re-renders the pages; it is not a step to roll back to.
      history: { ...current.history, [app]: history.at(-1) === id ? history : [...history, id] },
    };
    guard(context.store, next.deployed);
    await goLive(context, config, next);
    return next;
  });
}

/** Go back one step: the release the app had before its last deploy. */
export function rollback(context: DeployContext, app: App): Promise<Deployments> {
  return exclusively(context.siteDir, async () => {
    const config = readEnvironment(context.siteDir);
    const current = readDeployments(context.siteDir);
    const history = current?.history[app] ?? [];
    const previous = history.at(-2);
    if (!current || !previous) throw new DeployRefused(`${app} has no earlier release to roll back to`);
    const next: Deployments = { deployed: { ...current.deployed, [app]: previous }, history: { ...current.history, [app]: history.slice(0, -1) } };
    guard(context.store, next.deployed);
    await goLive(context, config, next);
    return next;
  });
}

/**
 * Deploy a set of releases at once (a fresh environment, or `npm start` after a build): one guard
 * over the whole set, one render. Apps already on the given release keep their history as it is.
 */
export function deployAll(context: DeployContext, config: EnvironmentConfig, ids: Record<App, string>): Promise<Deployments> {
  return exclusively(context.siteDir, async () => {
    for (const app of apps) release(context.store, app, ids[app]);
    writeEnvironment(context.siteDir, config);
    const current = readDeployments(context.siteDir);
    const history = Object.fromEntries(
      apps.map((app) => {
        const earlier = current?.history[app] ?? [];
        return [app, earlier.at(-1) === ids[app] ? earlier : [...earlier, ids[app]]];
      }),
    ) as Record<App, string[]>;
    const next: Deployments = { deployed: ids, history };
    guard(context.store, next.deployed);
    await goLive(context, config, next);
    return next;
  });
}

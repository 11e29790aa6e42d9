import { mkdirSync } from 'node:fs';
import path from 'node:path';

import { remoteNames, type RemoteName } from 'shared-contracts/routes/route-table';

import { sealDigest, sealMismatch } from '../base/release-seal';
import { releasesOf } from '../render/releases-of';
import type { ServedWithRender } from '../render/render-job';
import { currentRender, formatSummary, liveRenders, publishRender, renderPages } from '../render/site-renders';
import { withDeployLock } from './deploy-lock';
import {
  manifestUrlOf,
  readDeployments,
  readEnvironment,
  writeDeployments,
  writeEnvironment,
  type Canary,
  type CanaryPolicy,
  type Deployments,
  type EnvironmentConfig,
} from './deployments';
import { incompatibility, originsNotAllowed, unverifiable } from './guards';
import { integrityMismatch } from './integrity';
import { DeployRefused } from './refusal';
import { apps, ownerOfRelease, readRelease, releaseDir, type App, type ReleaseInfo } from './release-store';

export { DeployRefused };

export interface DeployContext {
  /** The release store. */
  store: string;
  /** The environment's folder: its config, deployments and renders. */
  siteDir: string;
  /** Progress lines (the render's figures); quiet by default. */
  log?: (line: string) => void;
  /** How long to wait for another deploy's lock before giving up (ms); `DEPLOY_LOCK_WAIT_SECONDS` or two minutes. */
  lockWaitMs?: number;
}

function release(store: string, app: App, id: string): ReleaseInfo {
  const info = readRelease(store, app, id);
  if (info) return info;
  const owner = ownerOfRelease(store, id);
  throw new DeployRefused(
    owner ? `${id} is a release of ${owner}, not of ${app}` : `There is no release ${id} of ${app} in ${store}`,
  );
}

/**
 * Every release of the set must still be the bytes it was sealed with (browser build, Node build,
 * record); every remote must run under the shell, have its files' hashes recorded, and its files
 * must still be what it recorded (the manifest against `release.json`, each file against the
 * manifest); and every outside origin the set needs must be one this environment allows: checked
 * for the whole set about to be live, before anything is rendered or switched.
 */
function guard(
  store: string,
  config: EnvironmentConfig,
  deployed: Record<App, string>,
  pinned: Record<string, string> = {},
) {
  for (const app of apps) {
    const dir = releaseDir(store, app, release(store, app, deployed[app]).id);
    const problem = sealMismatch(dir);
    if (problem) throw new DeployRefused(`Refused: ${app} ${deployed[app]}: ${problem}`);
    const known = pinned[`${app}/${deployed[app]}`];
    if (known && sealDigest(dir) !== known)
      throw new DeployRefused(`Refused: ${app} ${deployed[app]}: it was sealed again after it went live here`);
  }
  const shell = release(store, 'shell', deployed.shell);
  for (const remote of remoteNames) {
    const info = release(store, remote, deployed[remote]);
    const problem = incompatibility(info, shell) ?? unverifiable(info);
    if (problem) throw new DeployRefused(`Refused: ${problem}`);
    const mismatch = integrityMismatch(releaseDir(store, remote, info.id), info.integrity!);
    if (mismatch) throw new DeployRefused(`Refused: ${remote} ${info.id}: ${mismatch}`);
  }
  for (const app of apps) {
    const problem = originsNotAllowed(release(store, app, deployed[app]), config.allowedOrigins ?? []);
    if (problem) throw new DeployRefused(`Refused: ${problem}`);
  }
}

/**
 * The deployments to write, with the seal digest of every release they name: kept as first pinned
 * here, added for a release going live for the first time, dropped for one no longer named (so a
 * pruned release stored again is a new one).
 */
function withSeals(store: string, next: Deployments, pinned: Record<string, string> = {}): Deployments {
  const named = new Set(apps.flatMap((app) => [next.deployed[app], ...next.history[app]].map((id) => `${app}/${id}`)));
  if (next.canary) named.add(`${next.canary.app}/${next.canary.id}`);
  const seals = Object.fromEntries(
    [...named].sort().map((key) => {
      const [app, id] = key.split('/') as [App, string];
      return [key, pinned[key] ?? sealDigest(releaseDir(store, app, id)) ?? ''];
    }),
  );
  return { ...next, seals };
}

/** The set a canary's visitors run: the deployed one with the canary's release in its app's place. */
const canarySet = (next: Deployments) =>
  next.canary ? { ...next.deployed, [next.canary.app]: next.canary.id } : undefined;

/**
 * What the pages of a set are served with: the shell release's files, and what the set's releases
 * declared they need (the outside origins of all of them, the downloads folder of the one that
 * offers downloads).
 */
export function servedWith(store: string, set: Record<App, string>): ServedWithRender {
  const releases = apps.map((app) => ({
    app,
    dir: releaseDir(store, app, set[app]),
    info: release(store, app, set[app]),
  }));
  const offering = releases.filter(({ info }) => info.needs?.downloads);
  if (offering.length > 1)
    throw new DeployRefused(
      `Refused: ${offering.map(({ app }) => app).join(' and ')} each offer downloads; /downloads/ serves one app's`,
    );
  const downloadsDir = offering[0] && path.resolve(offering[0].dir, offering[0].info.needs!.downloads!);
  if (downloadsDir && path.relative(offering[0]!.dir, downloadsDir).startsWith('..'))
    throw new DeployRefused(`Refused: ${offering[0]!.app}'s downloads folder is outside its release`);
  return {
    shellDir: releaseDir(store, 'shell', set.shell),
    ...(downloadsDir ? { downloadsDir } : {}),
    scriptOrigins: [...new Set(releases.flatMap(({ info }) => info.needs?.origins ?? []))],
    releaseDirs: Object.fromEntries(releases.map(({ app, dir }) => [app, dir])),
  };
}

/** Render every page for one set of releases into a render of its own (not served yet). */
async function renderSet(context: DeployContext, config: EnvironmentConfig, set: Record<App, string>) {
  const { store, siteDir } = context;
  const manifest = {
    siteOrigin: config.siteOrigin,
    remotes: Object.fromEntries(
      remoteNames.map((remote) => [remote, manifestUrlOf(config, remote, set[remote])]),
    ) as Record<RemoteName, string>,
    // What each release recorded when it was stored: the browser checks every file of it against this.
    integrity: Object.fromEntries(
      remoteNames.map((remote) => [remote, release(store, remote, set[remote]).integrity!]),
    ) as Record<RemoteName, string>,
  };
  const serve = servedWith(store, set);
  const render = await renderPages({
    siteDir,
    manifest,
    shell: serve.shellDir,
    serve,
    ...(config.renderPaths ? { only: config.renderPaths } : {}),
  });
  if (Object.keys(render.pages).length === 0) throw new Error('The render produced no pages; nothing was deployed');
  context.log?.(`[render] ${formatSummary(render)}`);
  return render.id;
}

/**
 * Render every page for the deployed set (and, while a canary runs, for the canary's set too), then
 * make it live: the deployments record first, then the renders (manifest, pages, shell files) at
 * one rename. A failed render changes nothing.
 */
async function goLive(
  context: DeployContext,
  config: EnvironmentConfig,
  next: Deployments,
  { stableRender }: { stableRender?: string } = {},
) {
  const canary = canarySet(next);
  const pinned = readDeployments(context.siteDir)?.seals;
  guard(context.store, config, next.deployed, pinned);
  if (canary) guard(context.store, config, canary, pinned);
  const render = stableRender ?? (await renderSet(context, config, next.deployed));
  const canaryRender =
    canary && next.canary
      ? { app: next.canary.app, percent: next.canary.percent, render: await renderSet(context, config, canary) }
      : undefined;
  const written = withSeals(context.store, next, pinned);
  writeDeployments(context.siteDir, written);
  publishRender(context.siteDir, { render, ...(canaryRender ? { canary: canaryRender } : {}) });
  return written;
}

/** Serve a render that is already on disk (the canary's, or the deployed set's) to everyone: no render needed, but the set is checked again. */
function switchTo(context: DeployContext, next: Deployments, render: string) {
  const pinned = readDeployments(context.siteDir)?.seals;
  guard(context.store, readEnvironment(context.siteDir), next.deployed, pinned);
  const written = withSeals(context.store, next, pinned);
  writeDeployments(context.siteDir, written);
  publishRender(context.siteDir, { render });
  return written;
}

/**
 * One deploy at a time per environment: a second one says who holds the lock and waits its turn
 * rather than racing the first. Only a fresh deploy of the whole set (`create`) makes the
 * environment's folder; every other command is refused, creating nothing, when it is not there.
 */
export async function exclusively<T>(
  siteDir: string,
  work: () => Promise<T>,
  { create = false, log, waitMs }: { create?: boolean; log?: (line: string) => void; waitMs?: number } = {},
): Promise<T> {
  if (create) mkdirSync(siteDir, { recursive: true });
  else readEnvironment(siteDir);
  return withDeployLock(siteDir, work, { log, ...(waitMs === undefined ? {} : { waitMs }) });
}

const lockOf = (context: DeployContext) => ({
  ...(context.log ? { log: context.log } : {}),
  ...(context.lockWaitMs === undefined ? {} : { waitMs: context.lockWaitMs }),
});

export interface CanaryOptions {
  /** The share of visitors (1-99 percent) who get the release. */
  percent: number;
  auto?: CanaryPolicy;
}

/** What is deployed, or a refusal when this environment has nothing deployed yet. */
function deployedHere(siteDir: string): Deployments {
  const current = readDeployments(siteDir);
  if (!current)
    throw new DeployRefused(`Nothing is deployed in ${siteDir} yet: start the site there first (npm start)`);
  return current;
}

/**
 * Point one app of the environment at a release, or with `canary`, put the release live for that
 * share of visitors beside the deployed one. A plain deploy of the canary's app ends its canary.
 */
export function deploy(context: DeployContext, app: App, id: string, canary?: CanaryOptions): Promise<Deployments> {
  return exclusively(
    context.siteDir,
    async () => {
      const config = readEnvironment(context.siteDir);
      release(context.store, app, id);
      const current = deployedHere(context.siteDir);
      const history = current.history[app];
      if (canary) {
        if (current.canary && current.canary.app !== app)
          throw new DeployRefused(
            `${current.canary.app}'s canary ${current.canary.id} is live: promote or roll it back first`,
          );
        if (current.deployed[app] === id)
          throw new DeployRefused(`${id} is already deployed for every visitor of ${app}`);
        const next: Deployments = {
          ...current,
          canary: {
            app,
            id,
            percent: canary.percent,
            startedAt: new Date().toISOString(),
            ...(canary.auto ? { auto: canary.auto } : {}),
          },
        };
        // The deployed set does not change, so its live render stays; only the canary's set is rendered.
        return goLive(context, config, next, { stableRender: liveRenders(context.siteDir)?.render });
      }
      const next: Deployments = {
        deployed: { ...current.deployed, [app]: id },
        // Deploying what is already live re-renders the pages; it is not a step to roll back to.
        history: { ...current.history, [app]: history.at(-1) === id ? history : [...history, id] },
        ...(current.canary && current.canary.app !== app ? { canary: current.canary } : {}),
      };
      return goLive(context, config, next);
    },
    lockOf(context),
  );
}

/** The app's canary and the renders being served, when it has one live. */
function liveCanary(
  siteDir: string,
  app: App,
): { canary: Canary; current: Deployments; stableRender: string; canaryRender: string } | undefined {
  const current = readDeployments(siteDir);
  const live = liveRenders(siteDir);
  if (current?.canary?.app !== app || live?.canary?.app !== app) return undefined;
  return { canary: current.canary, current, stableRender: live.render, canaryRender: live.canary.render };
}

type RunningCanary = NonNullable<ReturnType<typeof liveCanary>>;

/** Everyone back on the deployed set, whose render is on disk: one switch. */
function endCanary(
  context: DeployContext,
  { current: { deployed, history }, stableRender }: RunningCanary,
): Deployments {
  const next = { deployed, history };
  return switchTo(context, next, stableRender);
}

/** The canary's render to everyone, and its release the deployed one with a history step: one switch. */
function promoteCanary(context: DeployContext, { current, canary, canaryRender }: RunningCanary): Deployments {
  const next: Deployments = {
    deployed: { ...current.deployed, [canary.app]: canary.id },
    history: { ...current.history, [canary.app]: [...current.history[canary.app], canary.id] },
  };
  return switchTo(context, next, canaryRender);
}

/**
 * Go back one step: with a canary live, end it (every visitor back on the deployed release, whose
 * pages are already rendered); otherwise the release the app had before its last deploy.
 */
export function rollback(context: DeployContext, app: App): Promise<Deployments> {
  return exclusively(
    context.siteDir,
    async () => {
      const config = readEnvironment(context.siteDir);
      const running = liveCanary(context.siteDir, app);
      if (running) return endCanary(context, running);
      const current = readDeployments(context.siteDir);
      const history = current?.history[app] ?? [];
      const previous = history.at(-2);
      if (!current || !previous) throw new DeployRefused(`${app} has no earlier release to roll back to`);
      const next: Deployments = {
        deployed: { ...current.deployed, [app]: previous },
        history: { ...current.history, [app]: history.slice(0, -1) },
        ...(current.canary ? { canary: current.canary } : {}),
      };
      return goLive(context, config, next);
    },
    lockOf(context),
  );
}

/** Make the app's canary the release for every visitor: its pages are already rendered, so it is one switch. */
export function promote(context: DeployContext, app: App): Promise<Deployments> {
  return exclusively(
    context.siteDir,
    async () => {
      const running = liveCanary(context.siteDir, app);
      if (!running) throw new DeployRefused(`${app} has no canary to promote`);
      return promoteCanary(context, running);
    },
    lockOf(context),
  );
}

/**
 * An automatic decision on one canary, taken only if that very canary is still live once the lock
 * is ours (an operator may have promoted it, ended it or deployed another meanwhile): answers whether
 * it was taken.
 */
export function decideCanary(
  context: DeployContext,
  app: App,
  id: string,
  action: 'promote' | 'rollback',
): Promise<boolean> {
  return exclusively(
    context.siteDir,
    async () => {
      const running = liveCanary(context.siteDir, app);
      if (running?.canary.id !== id) return false;
      if (action === 'promote') promoteCanary(context, running);
      else endCanary(context, running);
      return true;
    },
    lockOf(context),
  );
}

const describeSet = (set: Record<App, string>, before?: Record<App, string>) =>
  apps
    .map((app) => `${app} ${set[app]}${before && before[app] !== set[app] ? ` (was ${before[app]})` : ''}`)
    .join(', ');

/**
 * Deploy a set of releases at once (a fresh environment, or `npm start` after a build): one guard
 * over the whole set, one render. Apps already on the given release keep their history as it is.
 * It says so in one line: only a command asked to deploy a new build comes here.
 */
export function deployAll(
  context: DeployContext,
  config: EnvironmentConfig,
  ids: Record<App, string>,
): Promise<Deployments> {
  return exclusively(
    context.siteDir,
    async () => {
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
      if (current?.canary)
        context.log?.(`[deploy] ${current.canary.app}'s canary ${current.canary.id} ended: the whole set was deployed`);
      const written = await goLive(context, config, next);
      context.log?.(`[deploy] Deployed the local build to ${context.siteDir}: ${describeSet(ids, current?.deployed)}`);
      return written;
    },
    { create: true, ...lockOf(context) },
  );
}

const sameSet = (a: Record<string, string>, b: Record<string, string>) => apps.every((app) => a[app] === b[app]);

/**
 * A restart: serve what `deployments.json` names, never the last local build. The live renders
 * are served as they are when they are of that set and the environment's configuration is
 * unchanged (the set is still checked: seals, guards, origins); otherwise the set is rendered again.
 */
export function serveDeployed(context: DeployContext, config: EnvironmentConfig): Promise<Deployments> {
  return exclusively(
    context.siteDir,
    async () => {
      const current = deployedHere(context.siteDir);
      const before = JSON.stringify(readEnvironment(context.siteDir));
      writeEnvironment(context.siteDir, config);
      const live = liveRenders(context.siteDir);
      const canary = canarySet(current);
      const renders = currentRender(context.siteDir)();
      const upToDate =
        before === JSON.stringify(config) &&
        renders !== undefined &&
        sameSet(releasesOf(renders.summary), current.deployed) &&
        (canary
          ? live?.canary?.app === current.canary!.app && sameSet(releasesOf(renders.canary!.render.summary), canary)
          : !live?.canary);
      if (upToDate) {
        guard(context.store, config, current.deployed, current.seals);
        if (canary) guard(context.store, config, canary, current.seals);
      } else await goLive(context, config, current);
      return current;
    },
    lockOf(context),
  );
}

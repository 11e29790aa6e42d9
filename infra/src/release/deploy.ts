import { mkdirSync } from 'node:fs';

import { releasesOf } from '../render/releases-of';
import { currentRender, liveRenders } from '../render/site-renders';
import { withDeployLock } from './deploy-lock';
import {
  readDeployments,
  readEnvironment,
  writeEnvironment,
  type Deployments,
  type EnvironmentConfig,
} from './deployments';
import { checkSets, goLive, type DeployContext } from './go-live';
import { DeployRefused } from './refusal';
import { apps, type App } from './release-store';
import { releaseOf } from './set-checks';
import {
  canarySet,
  decideOnCanary,
  deployRelease,
  deploySet,
  promoteCanary,
  restart,
  rollBack,
  type CanaryOptions,
  type EnvironmentState,
  type Transition,
} from './transitions';

/**
 * The release commands: each reads the environment's state under the deploy lock, asks a transition
 * (`transitions.ts`) for the next deployments record, and hands it to `goLive` (`go-live.ts`).
 */

export { DeployRefused };
export { servedWith, type DeployContext } from './go-live';
export type { CanaryOptions } from './transitions';

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

/**
 * The environment's deployments record and live renders. `current.json` is read only when the
 * command needs it (a plain deploy rewrites it whatever it holds).
 */
const stateOf = (siteDir: string, { live = true } = {}): EnvironmentState => {
  const deployments = readDeployments(siteDir);
  return { where: siteDir, deployments, live: live ? liveRenders(siteDir) : undefined };
};

function accepted(transition: Transition) {
  if ('refused' in transition) throw new DeployRefused(transition.refused);
  return transition;
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
      releaseOf(context.store, app, id);
      const state = stateOf(context.siteDir, { live: canary !== undefined });
      const request = { app, id, at: new Date().toISOString(), ...(canary ? { canary } : {}) };
      return goLive(context, config, accepted(deployRelease(state, request)));
    },
    lockOf(context),
  );
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
      return goLive(context, config, accepted(rollBack(stateOf(context.siteDir), app)));
    },
    lockOf(context),
  );
}

/** Make the app's canary the release for every visitor: its pages are already rendered, so it is one switch. */
export function promote(context: DeployContext, app: App): Promise<Deployments> {
  return exclusively(
    context.siteDir,
    async () => {
      const config = readEnvironment(context.siteDir);
      return goLive(context, config, accepted(promoteCanary(stateOf(context.siteDir), app)));
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
      const config = readEnvironment(context.siteDir);
      const decision = decideOnCanary(stateOf(context.siteDir), { app, id, action });
      if (!decision) return false;
      await goLive(context, config, accepted(decision));
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
      for (const app of apps) releaseOf(context.store, app, ids[app]);
      writeEnvironment(context.siteDir, config);
      const state = stateOf(context.siteDir, { live: false });
      const current = state.deployments;
      if (current?.canary)
        context.log?.(`[deploy] ${current.canary.app}'s canary ${current.canary.id} ended: the whole set was deployed`);
      const written = await goLive(context, config, accepted(deploySet(state, ids)));
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
      const { next: current, pages } = accepted(restart(stateOf(context.siteDir, { live: false })));
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
      if (upToDate) checkSets(context.store, config, current);
      else await goLive(context, config, { next: current, pages });
      return current;
    },
    lockOf(context),
  );
}

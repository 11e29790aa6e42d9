import type { LiveRenders } from '../render/site-renders';
import { apps, type App } from './apps';
import type { CanaryPolicy, Deployments } from './deployments';

/**
 * Deploy, rollback, promote and the canary's decisions as changes from one deployments record to
 * the next. Nothing here reads or writes a file: the commands read the environment's state, ask one
 * of these for the next record, and hand it to `goLive`, the one step that checks the releases on
 * disk, renders, and writes.
 */

/** What the environment holds before a command: its deployments record and the renders `current.json` serves. */
export interface EnvironmentState {
  /** The environment's folder, named in refusals. */
  where: string;
  deployments: Deployments | undefined;
  live: LiveRenders | undefined;
}

/** How the next record's pages come to be served. */
export type Pages =
  /** Render the deployed set (and the canary's, while one runs); `stable` is a live render of the deployed set to keep instead. */
  | { render: true; stable?: string }
  /** Serve a render already on disk to everyone: one switch, nothing rendered. */
  | { switchTo: string };

/** The next record and how its pages are served, or why the command is refused (one line; nothing changes). */
export type Transition = { refused: string } | { next: Deployments; pages: Pages };

export interface CanaryOptions {
  /** The share of visitors (1-99 percent) who get the release. */
  percent: number;
  auto?: CanaryPolicy;
}

/** Every release a record names (deployed, in a history, the canary), as sorted `<app>/<id>` keys. */
export function namedReleases(record: Deployments): string[] {
  const named = new Set(
    apps.flatMap((app) => [record.deployed[app], ...record.history[app]].map((id) => `${app}/${id}`)),
  );
  if (record.canary) named.add(`${record.canary.app}/${record.canary.id}`);
  return [...named].sort();
}

/**
 * The record with the seal digests pinned before kept for the releases it still names; one it no
 * longer names is dropped (a pruned release stored again is a new one). A release going live here
 * for the first time has no pin yet: `goLive` reads its seal.
 */
function keepingSeals(next: Deployments, pinned: Record<string, string> = {}): Deployments {
  const seals = Object.fromEntries(
    namedReleases(next).flatMap((key) => (Object.hasOwn(pinned, key) ? [[key, pinned[key]!]] : [])),
  );
  return { ...next, seals };
}

/** The set a canary's visitors run: the deployed one with the canary's release in its app's place. */
export const canarySet = (record: Deployments): Record<App, string> | undefined =>
  record.canary ? { ...record.deployed, [record.canary.app]: record.canary.id } : undefined;

const nothingDeployed = (where: string) => ({
  refused: `Nothing is deployed in ${where} yet: start the site there first (npm start)`,
});

/** A history with one more step, unless it is the release already last (re-deploying it is not a step to roll back to). */
const stepped = (history: string[], id: string) => (history.at(-1) === id ? history : [...history, id]);

export interface DeployRequest {
  app: App;
  id: string;
  canary?: CanaryOptions;
  /** When the request was made: a canary's start. */
  at: string;
}

/**
 * Point one app at a release (every page rendered again; a plain deploy of the canary's app ends its
 * canary), or with `canary`, put the release live for a share of visitors beside the deployed one.
 */
export function deployRelease(
  { where, deployments: current, live }: EnvironmentState,
  request: DeployRequest,
): Transition {
  const { app, id, canary } = request;
  if (!current) return nothingDeployed(where);
  if (canary) {
    if (current.canary && current.canary.app !== app)
      return { refused: `${current.canary.app}'s canary ${current.canary.id} is live: promote or roll it back first` };
    if (current.deployed[app] === id) return { refused: `${id} is already deployed for every visitor of ${app}` };
    const next: Deployments = {
      deployed: current.deployed,
      history: current.history,
      canary: {
        app,
        id,
        percent: canary.percent,
        startedAt: request.at,
        ...(canary.auto ? { auto: canary.auto } : {}),
      },
    };
    // The deployed set does not change, so its live render stays; only the canary's set is rendered.
    return {
      next: keepingSeals(next, current.seals),
      pages: { render: true, ...(live ? { stable: live.render } : {}) },
    };
  }
  const next: Deployments = {
    deployed: { ...current.deployed, [app]: id },
    history: { ...current.history, [app]: stepped(current.history[app], id) },
    ...(current.canary && current.canary.app !== app ? { canary: current.canary } : {}),
  };
  return { next: keepingSeals(next, current.seals), pages: { render: true } };
}

/** The app's canary, when the record names one and `current.json` serves it. */
function servedCanary({ deployments, live }: EnvironmentState, app: App) {
  if (deployments?.canary?.app !== app || live?.canary?.app !== app) return undefined;
  return {
    current: deployments,
    canary: deployments.canary,
    stableRender: live.render,
    canaryRender: live.canary.render,
  };
}

type ServedCanary = NonNullable<ReturnType<typeof servedCanary>>;

/** Everyone back on the deployed set, whose render is on disk: one switch. */
const endCanary = ({ current, stableRender }: ServedCanary): Transition => ({
  next: keepingSeals({ deployed: current.deployed, history: current.history }, current.seals),
  pages: { switchTo: stableRender },
});

/** The canary's render to everyone, and its release the deployed one with a history step: one switch. */
const promoteServed = ({ current, canary, canaryRender }: ServedCanary): Transition => ({
  next: keepingSeals(
    {
      deployed: { ...current.deployed, [canary.app]: canary.id },
      history: { ...current.history, [canary.app]: [...current.history[canary.app], canary.id] },
    },
    current.seals,
  ),
  pages: { switchTo: canaryRender },
});

/**
 * Go back one step: with a canary live, end it (every visitor back on the deployed release, whose
 * pages are already rendered); otherwise the release the app had before its last deploy.
 */
export function rollBack(state: EnvironmentState, app: App): Transition {
  const served = servedCanary(state, app);
  if (served) return endCanary(served);
  const current = state.deployments;
  const history = current?.history[app] ?? [];
  const previous = history.at(-2);
  if (!current || !previous) return { refused: `${app} has no earlier release to roll back to` };
  const next: Deployments = {
    deployed: { ...current.deployed, [app]: previous },
    history: { ...current.history, [app]: history.slice(0, -1) },
    ...(current.canary ? { canary: current.canary } : {}),
  };
  return { next: keepingSeals(next, current.seals), pages: { render: true } };
}

/** Make the app's canary the release for every visitor: its pages are already rendered, so it is one switch. */
export function promoteCanary(state: EnvironmentState, app: App): Transition {
  const served = servedCanary(state, app);
  return served ? promoteServed(served) : { refused: `${app} has no canary to promote` };
}

/**
 * An automatic decision on one canary: undefined (nothing to decide) unless that very canary is
 * still the live one (an operator may have promoted it, ended it or deployed another meanwhile).
 */
export function decideOnCanary(
  state: EnvironmentState,
  { app, id, action }: { app: App; id: string; action: 'promote' | 'rollback' },
): Transition | undefined {
  const served = servedCanary(state, app);
  if (served?.canary.id !== id) return undefined;
  return action === 'promote' ? promoteServed(served) : endCanary(served);
}

/**
 * A whole set at once (a fresh environment, or `npm start` after a build): every app on its given
 * release, with a history step where that is new; a canary running ends.
 */
export function deploySet({ deployments: current }: EnvironmentState, ids: Record<App, string>): Transition {
  const history = Object.fromEntries(
    apps.map((app) => [app, stepped(current?.history[app] ?? [], ids[app])]),
  ) as Record<App, string[]>;
  return { next: keepingSeals({ deployed: ids, history }, current?.seals), pages: { render: true } };
}

/** A restart serves the record as it is: refused with nothing deployed. */
export const restart = ({ where, deployments }: EnvironmentState): Transition =>
  deployments ? { next: deployments, pages: { render: true } } : nothingDeployed(where);

import path from 'node:path';

import { remoteNames, type RemoteName } from 'shared-contracts/routes/route-table';

import { sealDigest } from '../base/release-seal';
import type { ServedWithRender } from '../render/render-job';
import { formatSummary, publishRender, renderPages, type LiveRenders } from '../render/site-renders';
import { manifestUrlOf, writeDeployments, type Deployments, type EnvironmentConfig } from './deployments';
import { DeployRefused } from './refusal';
import { apps, releaseDir, type App } from './release-store';
import { checkSet, releaseOf } from './set-checks';
import { canarySet, namedReleases, type Pages } from './transitions';

/**
 * The one step of a deploy, rollback, promote or canary decision that touches the disk: the next
 * record's sets checked against the store, their pages rendered (or a render on disk chosen), then
 * `deployments.json` written and the live render switched at one rename.
 */

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

/**
 * What the pages of a set are served with: the shell release's files, and what the set's releases
 * declared they need (the outside origins of all of them, the downloads folder of the one that
 * offers downloads).
 */
export function servedWith(store: string, set: Record<App, string>): ServedWithRender {
  const releases = apps.map((app) => ({
    app,
    dir: releaseDir(store, app, set[app]),
    info: releaseOf(store, app, set[app]),
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

/** The deployed set and, while a canary runs, the canary's set: each checked with the seals the record pinned. */
export function checkSets(store: string, config: EnvironmentConfig, record: Deployments) {
  checkSet(store, config, record.deployed, record.seals);
  const canary = canarySet(record);
  if (canary) checkSet(store, config, canary, record.seals);
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
      remoteNames.map((remote) => [remote, releaseOf(store, remote, set[remote]).integrity!]),
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

/** The renders to serve: the ones the pages name on disk, or new ones rendered for the record's sets. */
async function rendersFor(
  context: DeployContext,
  config: EnvironmentConfig,
  next: Deployments,
  pages: Pages,
): Promise<LiveRenders> {
  if ('switchTo' in pages) return { render: pages.switchTo };
  const render = pages.stable ?? (await renderSet(context, config, next.deployed));
  const canary = canarySet(next);
  if (!canary || !next.canary) return { render };
  const { app, percent } = next.canary;
  return { render, canary: { app, percent, render: await renderSet(context, config, canary) } };
}

/** The seal digest of every release the record names: as pinned when it first went live here, else as it is now. */
const pinnedSeals = (store: string, next: Deployments) =>
  Object.fromEntries(
    namedReleases(next).map((key) => {
      const [app, id] = key.split('/') as [App, string];
      return [key, next.seals?.[key] ?? sealDigest(releaseDir(store, app, id)) ?? ''];
    }),
  );

/**
 * Make the next record live: its sets checked, its pages rendered (a failed render changes
 * nothing), then the deployments record written and the renders (manifest, pages, shell files)
 * switched at one rename, the pointer last.
 */
export async function goLive(
  context: DeployContext,
  config: EnvironmentConfig,
  { next, pages }: { next: Deployments; pages: Pages },
): Promise<Deployments> {
  checkSets(context.store, config, next);
  const live = await rendersFor(context, config, next, pages);
  const written = { ...next, seals: pinnedSeals(context.store, next) };
  writeDeployments(context.siteDir, written);
  publishRender(context.siteDir, live);
  return written;
}

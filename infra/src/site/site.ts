import type { Server } from 'node:http';
import path from 'node:path';

import { siteOriginDefault } from 'shared-contracts/business/business';
import { remoteNames, type RemoteName } from 'shared-contracts/routes/route-table';

import { repoRoot } from '../base/repo-root';
import type { FieldStore } from '../field/field-store';
import { openFieldStore } from '../field/open-field-store';
import { drainServer } from '../http/drain';
import { defaultServerLimits, type ServerLimits } from '../http/server-limits';
import type { WebHandler } from '../http/web-adapter';
import { deployAll, serveDeployed } from '../release/deploy';
import { readDeployments, type Deployments } from '../release/deployments';
import { apps, defaultReleasesDir, storeRelease, type App } from '../release/release-store';
import { createReleaseWatch, type ReleaseWatch } from '../release/release-watch';
import { currentRender } from '../render/site-renders';
import { allowedOriginsFromEnv, siteSettingsFromEnv } from './environment';
import { createGateway, type GatewayOptions } from './gateway';
import { visitorKey } from './release-buckets';
import { createRemoteServer } from './remote-server';

export const distOf = (app: App) => path.join(repoRoot, app === 'shell' ? 'shell' : `mfe-${app}`, 'dist');

export interface SiteOptions {
  port?: number;
  host?: string;
  remotePorts?: Record<RemoteName, number>;
  api?: Record<string, WebHandler>;
  trustedProxies?: readonly string[];
  /** Strict-Transport-Security on every answer (TLS ends at a proxy that does not send X-Forwarded-Proto). */
  alwaysHsts?: boolean;
  /** Timeouts and the connection cap of every server of the site. */
  limits?: ServerLimits;
  /** The environment's folder (config, deployments, renders); by default `.site/<port>`, so copies on other ports never share one. */
  siteDir?: string;
  /** The release store; `RELEASES_DIR` or `.releases/` by default. */
  releasesDir?: string;
  /** Render only these paths (a release drill that reads a few pages); every page by default. */
  renderPaths?: string[];
  /**
   * Store each app's local build and deploy the set (`npm start`, tests). When false (a restart of
   * `npm run serve -w infra`), what the environment's `deployments.json` names is served instead.
   */
  deployBuild?: boolean;
  /** Outside origins the environment allows releases to need; `ALLOWED_ORIGINS` or the payment provider's. */
  allowedOrigins?: string[];
  /** Readiness beyond a live render, and what each answered request is reported to (log, metrics). */
  operations?: Pick<GatewayOptions, 'readiness' | 'answered' | 'fieldReportsPerMinute'>;
}

export interface RunningSite {
  url: string;
  /** What is deployed (and the release store it comes from). */
  deployments: Deployments;
  releasesDir: string;
  siteDir: string;
  remoteUrls: Record<RemoteName, string>;
  /** Page views and error reports per live release, and the automatic canary decisions taken on them. */
  releaseWatch: ReleaseWatch;
  /** The pages' field figures (SQLite in the environment's folder, or `DATABASE_URL`'s PostgreSQL). */
  fieldStore: FieldStore;
  /** Take one remote's server down (for failure drills) and bring it back. */
  stopRemote(name: RemoteName): Promise<void>;
  startRemote(name: RemoteName): Promise<void>;
  /** Stop at once, cutting off requests in flight. */
  close(): Promise<void>;
  /** Stop as a load balancer expects: `/readyz` answers 503 at once, requests in flight are answered (up to `graceMs`), then everything closes. */
  drain(graceMs: number): Promise<void>;
}

const listen = (server: Server, port: number, host: string) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });

/**
 * The composed site as `npm start` serves it: each app's build stored as a release (unchanged
 * builds keep their id), every release served from its remote's origin, the set deployed (guards,
 * then every page rendered by a fresh process), then the gateway serving the live render.
 */
export async function startSite(options: SiteOptions = {}): Promise<RunningSite> {
  const host = options.host ?? 'localhost';
  const plan = siteSettingsFromEnv();
  const port = options.port ?? plan.port;
  const remotePorts = options.remotePorts ?? plan.remotePorts;
  const siteUrl = `http://${host}:${port}`;
  const releasesDir = options.releasesDir ?? defaultReleasesDir();
  const siteDir =
    options.siteDir ?? (options.port === undefined ? plan.siteDir : path.join(repoRoot, '.site', String(port)));
  const deployBuild = options.deployBuild ?? true;

  const ids =
    deployBuild &&
    (Object.fromEntries(apps.map((app) => [app, storeRelease(releasesDir, app, distOf(app)).info.id])) as Record<
      App,
      string
    >);
  const remotes = Object.fromEntries(
    remoteNames.map((name) => [
      name,
      createRemoteServer(path.join(releasesDir, name), siteUrl, options.limits ?? defaultServerLimits),
    ]),
  ) as Record<RemoteName, Server>;
  await Promise.all(remoteNames.map((name) => listen(remotes[name], remotePorts[name], host)));

  const releaseOrigins = Object.fromEntries(
    remoteNames.map((name) => [name, `http://${host}:${remotePorts[name]}`]),
  ) as Record<RemoteName, string>;
  const context = { store: releasesDir, siteDir, log: (line: string) => console.info(line) };
  const config = {
    siteOrigin: siteOriginDefault,
    releaseOrigins,
    allowedOrigins: options.allowedOrigins ?? allowedOriginsFromEnv(),
    ...(options.renderPaths ? { renderPaths: options.renderPaths } : {}),
  };
  try {
    await (ids ? deployAll(context, config, ids) : serveDeployed(context, config));
  } catch (error) {
    await Promise.all(Object.values(remotes).map(close));
    throw error;
  }
  const releaseWatch = createReleaseWatch({ context });
  const fieldStore = await openFieldStore(siteDir);
  let stopping = false;

  const gateway = createGateway({
    origin: siteUrl,
    currentRender: currentRender(siteDir),
    shellReleasesDir: path.join(releasesDir, 'shell'),
    mediaDir: path.join(repoRoot, 'infra', 'dist', 'media'),
    api: options.api,
    trustedProxies: options.trustedProxies,
    alwaysHsts: options.alwaysHsts,
    limits: options.limits,
    releaseWatch,
    fieldStore,
    visitorKey: visitorKey(siteDir),
    ...options.operations,
    stopping: () => stopping,
  });
  await listen(gateway, port, host);

  return {
    url: siteUrl,
    deployments: readDeployments(siteDir)!,
    releasesDir,
    siteDir,
    remoteUrls: releaseOrigins,
    releaseWatch,
    fieldStore,
    stopRemote: (name) => close(remotes[name]),
    startRemote: (name) => listen(remotes[name], remotePorts[name], host),
    close: async () => {
      await Promise.all([gateway, ...Object.values(remotes)].map(close));
      await releaseWatch.settled();
      releaseWatch.flush();
      await fieldStore.close();
    },
    drain: async (graceMs) => {
      stopping = true;
      await Promise.all([gateway, ...Object.values(remotes)].map((server) => drainServer(server, graceMs)));
      await releaseWatch.settled();
      releaseWatch.flush();
      await fieldStore.close();
    },
  };
}

import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { remoteNames, type RemoteName } from 'shared-contracts/routes/route-table';
import { currentRender, formatSummary, renderSite } from '../render/site-renders';
import type { RenderSummary } from '../render/render-job';
import { localEnvironment, portPlan } from './environment';
import { createGateway } from './gateway';
import { createRemoteServer } from './remote-server';
import type { WebHandler } from './web-adapter';

export const repoRoot = path.resolve(__dirname, '../../..');

export const distOf = (app: 'shell' | RemoteName) => path.join(repoRoot, app === 'shell' ? 'shell' : `mfe-${app}`, 'dist');

export interface SiteOptions {
  port?: number;
  host?: string;
  remotePorts?: Record<RemoteName, number>;
  api?: Record<string, WebHandler>;
  trustedProxies?: readonly string[];
  /** Where renders are kept; by default `.site/<port>` at the repo root, so copies on other ports never share one. */
  siteDir?: string;
}

export interface RunningSite {
  url: string;
  /** What the render made at start. */
  render: RenderSummary;
  remoteUrls: Record<RemoteName, string>;
  /** Take one remote's server down (for failure drills) and bring it back. */
  stopRemote(name: RemoteName): Promise<void>;
  startRemote(name: RemoteName): Promise<void>;
  close(): Promise<void>;
}

/**
 * Script and connect origins the shop's payment provider needs, from the `payment-config.json` its
 * build wrote: none for the embedded test provider; the SDK's origin and Square's hosts for Square.
 */
export function paymentOrigins(shopDist: string): string[] {
  const file = path.join(shopDist, 'payment-config.json');
  if (!existsSync(file)) return [];
  const config = JSON.parse(readFileSync(file, 'utf8')) as { provider: string; scriptUrl?: string };
  if (config.provider !== 'square' || !config.scriptUrl) return [];
  return [new URL(config.scriptUrl).origin, 'https://*.squarecdn.com', 'https://*.squareupsandbox.com', 'https://*.squareup.com'];
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
 * The composed site as `npm start` serves it: one origin per remote, the render of every page
 * from the remotes' Node builds (a fresh process), then the gateway serving those pages.
 */
export async function startSite(options: SiteOptions = {}): Promise<RunningSite> {
  const host = options.host ?? 'localhost';
  const plan = portPlan();
  const port = options.port ?? plan.port;
  const remotePorts = options.remotePorts ?? plan.remotePorts;
  const siteUrl = `http://${host}:${port}`;
  for (const app of ['shell', ...remoteNames] as const) {
    if (!existsSync(path.join(distOf(app), app === 'shell' ? 'index.html' : 'mf-manifest.json'))) {
      throw new Error(`${app} is not built: run "npm run build" first`);
    }
  }
  const environment = localEnvironment(host, remotePorts);
  const remotes = Object.fromEntries(remoteNames.map((name) => [name, createRemoteServer(distOf(name), siteUrl)])) as Record<RemoteName, Server>;
  await Promise.all(remoteNames.map((name) => listen(remotes[name], remotePorts[name], host)));

  const siteDir = options.siteDir ?? path.join(repoRoot, '.site', String(port));
  const render = await renderSite({ siteDir, manifest: environment, shell: distOf('shell') });
  console.info(`[render] ${formatSummary(render)}`);

  const gateway = createGateway({ shellDir: distOf('shell'), currentRender: currentRender(siteDir),
    mediaDir: path.join(repoRoot, 'infra', 'dist', 'media'),
    downloadsDir: path.join(distOf('marketing'), 'downloads'),
    extraScriptOrigins: paymentOrigins(distOf('shop')),
    api: options.api, trustedProxies: options.trustedProxies });
  await listen(gateway, port, host);

  return {
    url: siteUrl,
    render,
    remoteUrls: Object.fromEntries(remoteNames.map((name) => [name, `http://${host}:${remotePorts[name]}`])) as Record<RemoteName, string>,
    stopRemote: (name) => close(remotes[name]),
    startRemote: (name) => listen(remotes[name], remotePorts[name], host),
    close: async () => {
      await Promise.all([gateway, ...Object.values(remotes)].map(close));
    },
  };
}

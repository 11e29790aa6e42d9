import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { remoteNames, type RemoteName } from 'shared-contracts/routes/route-table';
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
}

export interface RunningSite {
  url: string;
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

/** The composed site as `npm start` serves it: the gateway plus one origin per remote. */
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
  const gateway = createGateway({ shellDir: distOf('shell'), mediaDir: path.join(repoRoot, 'infra', 'dist', 'media'),
    downloadsDir: path.join(distOf('marketing'), 'downloads'),
    extraScriptOrigins: paymentOrigins(distOf('shop')),
    environment, api: options.api, trustedProxies: options.trustedProxies });
  const remotes = Object.fromEntries(remoteNames.map((name) => [name, createRemoteServer(distOf(name), siteUrl)])) as Record<RemoteName, Server>;

  await listen(gateway, port, host);
  await Promise.all(remoteNames.map((name) => listen(remotes[name], remotePorts[name], host)));

  return {
    url: siteUrl,
    remoteUrls: Object.fromEntries(remoteNames.map((name) => [name, `http://${host}:${remotePorts[name]}`])) as Record<RemoteName, string>,
    stopRemote: (name) => close(remotes[name]),
    startRemote: (name) => listen(remotes[name], remotePorts[name], host),
    close: async () => {
      await Promise.all([gateway, ...Object.values(remotes)].map(close));
    },
  };
}

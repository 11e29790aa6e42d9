import { remoteNames, type RemoteName } from 'shared-contracts/routes/route-table';
import { siteOriginDefault } from 'shared-contracts/business/business';

/** The runtime manifest of one environment, served as `/remotes.json`. */
export interface Environment {
  siteOrigin: string;
  remotes: Record<RemoteName, string>;
}

export const defaultRemotePorts: Record<RemoteName, number> = {
  marketing: 3001,
  locations: 3002,
  shop: 3003,
  member: 3004,
  chat: 3005,
};

export function localEnvironment(host: string, remotePorts: Record<RemoteName, number>, siteOrigin = siteOriginDefault): Environment {
  const remotes = Object.fromEntries(
    remoteNames.map((name) => [name, `http://${host}:${remotePorts[name]}/mf-manifest.json`]),
  ) as Record<RemoteName, string>;
  return { siteOrigin, remotes };
}

export const originOf = (url: string) => new URL(url).origin;

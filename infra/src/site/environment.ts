import { remoteNames, type RemoteName } from 'shared-contracts/routes/route-table';

export interface PortPlan {
  port: number;
  remotePorts: Record<RemoteName, number>;
}

/**
 * Ports of one local copy of the site: the gateway on `sitePort`, remotes on `remoteBase` + 1..5.
 * `PORT_OFFSET` (0-9) shifts them all: the gateway by the offset, the remotes by ten times it, so
 * several copies (parallel test runs) can share a machine without their remote ports overlapping.
 */
export function portPlan(sitePort = 8080, remoteBase = 3000, offset = Number(process.env.PORT_OFFSET ?? 0)): PortPlan {
  const remotePorts = Object.fromEntries(
    remoteNames.map((name, i) => [name, remoteBase + offset * 10 + 1 + i]),
  ) as Record<RemoteName, number>;
  return { port: sitePort + offset, remotePorts };
}

export const originOf = (url: string) => new URL(url).origin;

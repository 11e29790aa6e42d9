import path from 'node:path';

import { remoteNames, type RemoteName } from 'shared-contracts/routes/route-table';

import { repoRoot } from '../base/repo-root';
import { DeployRefused } from '../release/refusal';

export interface PortPlan {
  port: number;
  remotePorts: Record<RemoteName, number>;
}

/** A whole number in bounds from the environment, or a one-line refusal naming the variable. */
function wholeFromEnv(name: string, value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isInteger(number) || number < min || number > max)
    throw new DeployRefused(`${name} takes a whole number from ${min} to ${max}, not "${value}"`);
  return number;
}

/** `PORT_OFFSET` as the server and every operator command read it: 0-9, or a one-line refusal. */
export const portOffsetFromEnv = (env: NodeJS.ProcessEnv = process.env) =>
  wholeFromEnv('PORT_OFFSET', env.PORT_OFFSET, 0, 9) ?? 0;

/**
 * Ports of one local copy of the site: the gateway on `sitePort`, remotes on `remoteBase` + 1..5.
 * `PORT_OFFSET` (0-9) shifts them all: the gateway by the offset, the remotes by ten times it, so
 * several copies (parallel test runs) can share a machine without their remote ports overlapping.
 */
export function portPlan(sitePort = 8080, remoteBase = 3000, offset = portOffsetFromEnv()): PortPlan {
  const remotePorts = Object.fromEntries(
    remoteNames.map((name, i) => [name, remoteBase + offset * 10 + 1 + i]),
  ) as Record<RemoteName, number>;
  return { port: sitePort + offset, remotePorts };
}

/**
 * Where the site runs and keeps its environment, read the same way by the server and by every
 * operator command: `PORT` (else 8080 + `PORT_OFFSET`), and `SITE_DIR` (else `.site/<port>`).
 * An invalid value is refused in one line.
 */
export function siteSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): PortPlan & { siteDir: string } {
  const plan = portPlan(8080, 3000, portOffsetFromEnv(env));
  const port = wholeFromEnv('PORT', env.PORT, 1, 65_535) ?? plan.port;
  if (env.SITE_DIR !== undefined && env.SITE_DIR.trim() === '')
    throw new DeployRefused('SITE_DIR is set but empty: name the environment folder, or unset it');
  // A relative SITE_DIR is taken from the repo root: the server runs in `infra/`, the operators' commands at the root.
  const siteDir = path.resolve(repoRoot, env.SITE_DIR ?? path.join('.site', String(port)));
  return { port, remotePorts: plan.remotePorts, siteDir };
}

/**
 * `METRICS_PORT` (the site's port + 10000 by default; on 127.0.0.1 only), `DRAIN_MS` (how long a
 * stop waits for requests in flight, 10 s by default) and `FIELD_REPORTS_PER_MINUTE` (field reports
 * taken from one client a minute, 60 by default: raise it where many visitors share an address).
 */
export const operationsFromEnv = (env: NodeJS.ProcessEnv, sitePort: number) => ({
  metricsPort: wholeFromEnv('METRICS_PORT', env.METRICS_PORT, 1, 65_535) ?? sitePort + 10_000,
  drainMs: wholeFromEnv('DRAIN_MS', env.DRAIN_MS, 0, 600_000) ?? 10_000,
  fieldReportsPerMinute: wholeFromEnv('FIELD_REPORTS_PER_MINUTE', env.FIELD_REPORTS_PER_MINUTE, 1, 1_000_000),
});

export const defaultAllowedOrigins = [
  'https://sandbox.web.squarecdn.com',
  'https://web.squarecdn.com',
  'https://*.squarecdn.com',
  'https://*.squareupsandbox.com',
  'https://*.squareup.com',
];

/**
 * Outside origins an environment allows releases to need, unless `ALLOWED_ORIGINS` (comma-separated)
 * says otherwise: the payment provider the shop's builds name.
 */
export function allowedOriginsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.ALLOWED_ORIGINS === undefined) return defaultAllowedOrigins;
  const origins = env.ALLOWED_ORIGINS.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const bad = origins.find((origin) => !/^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/i.test(origin));
  if (bad) throw new DeployRefused(`ALLOWED_ORIGINS takes origins like https://pay.example.com, not "${bad}"`);
  return origins;
}

export const originOf = (url: string) => new URL(url).origin;

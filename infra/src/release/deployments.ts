import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { RemoteName } from 'shared-contracts/routes/route-table';

import { writeAtomically } from '../base/write-atomically';
import { DeployRefused } from './refusal';
import type { App } from './release-store';

/** How this environment reaches the release store: the site's origin and where each remote's releases are served. */
export interface EnvironmentConfig {
  siteOrigin: string;
  /** `<origin>/<release id>/mf-manifest.json` is a remote release's manifest. */
  releaseOrigins: Record<RemoteName, string>;
  /**
   * Outside origins a release may need (code, frames, connections: the payment provider); a
   * release that needs any other is refused. `https://*.host` covers its subdomains.
   */
  allowedOrigins?: string[];
  /** Only these paths are rendered (an environment kept for release drills); others answer not found. Every route when absent. */
  renderPaths?: string[];
}

/** When a canary decides for itself (`--auto`): rolled back on errors, promoted once it has run clean. */
export interface CanaryPolicy {
  /** No decision before this many distinct visitors the gateway signed for were served the canary. */
  minVisitors: number;
  /**
   * Rolled back when, at 95% confidence, the share of its visitors who hit an error exceeds the
   * deployed release's by more than this (a fraction).
   */
  margin: number;
  /** Promoted once it has been live this long with its views and no excess of errors. */
  cleanMs: number;
  /** Rolled back when its p75 INP / LCP is slower than the deployed release's by more than this (ms; 100 and 500 unless set). */
  inpMarginMs?: number;
  lcpMarginMs?: number;
}

/** A release live for a share of visitors beside the deployed one: one app's at a time per environment. */
export interface Canary {
  app: App;
  id: string;
  /** Visitors whose bucket (0-99) for the app is below this get the canary. */
  percent: number;
  startedAt: string;
  auto?: CanaryPolicy;
}

/** What is deployed in this environment, and each app's earlier releases (newest last). */
export interface Deployments {
  deployed: Record<App, string>;
  history: Record<App, string[]>;
  canary?: Canary;
  /**
   * The seal digest of every release this environment names (`<app>/<id>`), as it was when the
   * release first went live here: a release resealed in the store after that is refused.
   */
  seals?: Record<string, string>;
}

const environmentFile = (siteDir: string) => path.join(siteDir, 'environment.json');
const deploymentsFile = (siteDir: string) => path.join(siteDir, 'deployments.json');

export function readEnvironment(siteDir: string): EnvironmentConfig {
  const file = environmentFile(siteDir);
  if (!existsSync(file))
    throw new DeployRefused(
      `No environment at ${siteDir}: start the site there first (npm start), or set SITE_DIR to one`,
    );
  const config = readStateFile(file) as EnvironmentConfig | null;
  if (typeof config !== 'object' || config === null || typeof config.releaseOrigins !== 'object')
    throw new DeployRefused(`${file} is not an environment: restore it, or start the site again to write it`);
  return config;
}

/**
 * One of the environment's state files, written atomically by the site and its commands: one edited
 * by hand into something that does not parse is refused in one line naming it, never a parser's trace.
 */
export function readStateFile(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new DeployRefused(`${file} is not valid JSON (${(error as Error).message.split('\n')[0]}): restore it`);
  }
}

export const writeEnvironment = (siteDir: string, config: EnvironmentConfig) =>
  writeAtomically(environmentFile(siteDir), `${JSON.stringify(config, null, 2)}\n`);

export function readDeployments(siteDir: string): Deployments | undefined {
  const file = deploymentsFile(siteDir);
  if (!existsSync(file)) return undefined;
  const deployments = readStateFile(file) as Partial<Deployments> | null;
  const isObject = (value: unknown) => typeof value === 'object' && value !== null;
  if (!isObject(deployments) || !isObject(deployments!.deployed) || !isObject(deployments!.history))
    throw new DeployRefused(`${file} does not say what is deployed: restore it`);
  return deployments as Deployments;
}

export const writeDeployments = (siteDir: string, deployments: Deployments) =>
  writeAtomically(deploymentsFile(siteDir), `${JSON.stringify(deployments, null, 2)}\n`);

/** The manifest the browser and the render job use, from what is deployed. */
export const manifestUrlOf = (config: EnvironmentConfig, remote: RemoteName, id: string) =>
  `${config.releaseOrigins[remote]}/${id}/mf-manifest.json`;

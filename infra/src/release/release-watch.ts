import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

import { canaryVerdict } from './canary-verdict';
import { decideCanary, type DeployContext } from './deploy';
import { readDeployments, type Deployments } from './deployments';
import { readReleaseStats, writeReleaseStats, type ReleaseCounts } from './release-stats';
import type { App } from './release-store';

export interface ReleaseWatch {
  /** A page was served from a render of this set of releases (app -> release id). */
  view(releases: Record<string, string>): void;
  /** A browser reported an error in a remote's release, weighted by the share of page loads that report; false when that release is not live here. */
  error(app: string, release: string, weight: number): boolean;
  /** Write the counts now (they are written at most every `flushMs` otherwise). */
  flush(): void;
  /** Resolves when no automatic rollback or promotion is under way. */
  settled(): Promise<void>;
}

export interface ReleaseWatchOptions {
  context: DeployContext;
  clock?: () => number;
  flushMs?: number;
}

/**
 * Counts what the visitors of each live release hit (page views, reported errors), keeps the
 * counts in the environment's folder for `npm run releases`, and decides for an automatic canary
 * after each count: rolled back or promoted through the same commands an operator runs.
 */
export function createReleaseWatch({ context, clock = Date.now, flushMs = 500 }: ReleaseWatchOptions): ReleaseWatch {
  const stats = readReleaseStats(context.siteDir);
  let timer: NodeJS.Timeout | undefined;
  let deciding: Promise<void> = Promise.resolve();
  let busy = false;
  let cached: { version: string; deployments: Deployments | undefined } | undefined;

  function deployments(): Deployments | undefined {
    const file = path.join(context.siteDir, 'deployments.json');
    if (!existsSync(file)) return undefined;
    const { ino, mtimeMs } = statSync(file);
    const version = `${ino}:${mtimeMs}`;
    if (cached?.version !== version) cached = { version, deployments: readDeployments(context.siteDir) };
    return cached.deployments;
  }

  const countsOf = (app: string, id: string): ReleaseCounts => ((stats[app] ??= {})[id] ??= { views: 0, errors: 0 });

  function flush() {
    clearTimeout(timer);
    timer = undefined;
    writeReleaseStats(context.siteDir, stats);
  }

  function flushSoon() {
    timer ??= setTimeout(flush, flushMs).unref();
  }

  function judge() {
    const live = deployments();
    const canary = live?.canary;
    if (!live || !canary?.auto || busy) return;
    const verdict = canaryVerdict(
      canary,
      countsOf(canary.app, canary.id),
      countsOf(canary.app, live.deployed[canary.app]),
      clock(),
    );
    if (!verdict) return;
    busy = true;
    flush();
    const app = canary.app as App;
    deciding = decideCanary(context, app, canary.id, verdict.action)
      .then(
        (taken) => {
          if (taken)
            context.log?.(
              `[canary] ${verdict.action === 'rollback' ? 'Rolled back' : 'Promoted'} ${app} ${canary.id} by itself: ${verdict.reason}`,
            );
        },
        (error: unknown) =>
          context.log?.(
            `[canary] ${app} ${canary.id} could not be ${verdict.action === 'rollback' ? 'rolled back' : 'promoted'}: ${(error as Error).message}`,
          ),
      )
      .finally(() => {
        busy = false;
      });
  }

  return {
    view(releases) {
      for (const [app, id] of Object.entries(releases)) countsOf(app, id).views++;
      flushSoon();
      judge();
    },
    error(app, release, weight) {
      const live = deployments();
      if (!live || (live.deployed[app as App] !== release && !(live.canary?.app === app && live.canary.id === release)))
        return false;
      countsOf(app, release).errors += weight;
      flush();
      judge();
      return true;
    },
    flush,
    settled: () => deciding,
  };
}

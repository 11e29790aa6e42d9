import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

import { writeAtomically } from '../base/write-atomically';
import { canaryVerdict, type Evidence } from './canary-verdict';
import { decideCanary, type DeployContext } from './deploy';
import { readDeployments, readStateFile, type Deployments } from './deployments';
import { DeployRefused } from './refusal';
import { readReleaseStats, writeReleaseStats, type ReleaseCounts, type ReleaseStats } from './release-stats';
import type { App } from './release-store';
import { speedMetrics, type SpeedEvidence, type SpeedMetric } from './speed-verdict';

/** Who a page view or a report came from: the visitor the gateway signed for (if any) and their network. */
export interface Source {
  /** The canary app's signed visitor: their bucket and id. */
  visitor?: { bucket: number; id: string };
  /**
   * The client's network (an IPv4 address, an IPv6 /64), as the gateway names it: keyed, so the
   * evidence kept on disk holds no address. Each counts for only a few visitors.
   */
  network: string;
}

export interface ReleaseWatch {
  /** A page was served from a render of this set of releases (app -> release id) to `source`. */
  view(releases: Record<string, string>, source?: Source): void;
  /**
   * A browser reported an error in a remote's release. It always weighs one; it is evidence only
   * from a signed visitor of the canary's app, for the release that visitor was served, once per
   * visitor. False when that release is not live here.
   */
  error(app: string, release: string, source?: Source): boolean;
  /** Whether `release` of `app` is live here (deployed, or the canary). */
  isLive(app: string, release: string): boolean;
  /** The release of `app` the gateway serves `source` now: the canary's for a signed visitor in its bucket. */
  served(app: App, source?: Source): string | undefined;
  /** Whether `release` of `app` is no longer live here but its pages were served (a canary rolled back a moment ago). */
  wasServed(app: string, release: string): boolean;
  /**
   * A visitor's field figures (INP, LCP) put down to a release of the canary's app, one report's
   * worth, judged together: evidence only from a signed visitor counted as served that release;
   * each visitor's worst figure is kept.
   */
  speed(
    app: string,
    release: string,
    figures: readonly { metric: SpeedMetric; value: number }[],
    source?: Source,
  ): void;
  /** Views and errors per app and release as counted so far (written to the environment's folder at most every `flushMs`). */
  counts(): ReleaseStats;
  /** Write the counts now (they are written at most every `flushMs` otherwise). */
  flush(): void;
  /** Resolves when no automatic rollback or promotion is under way. */
  settled(): Promise<void>;
}

export interface ReleaseWatchOptions {
  context: DeployContext;
  clock?: () => number;
  flushMs?: number;
  /** How many distinct visitors one network may bring to a release's evidence (`CANARY_VISITORS_PER_NETWORK`, or 2). */
  visitorsPerNetwork?: number;
  /**
   * How many distinct visitors a release's evidence holds at most (10,000: bounds within about a
   * point). Past it no one is added, so many networks (one IPv6 /48 holds 65,536 /64s) cannot grow
   * the evidence, and the file written twice a second, without end.
   */
  maxVisitors?: number;
}

/** The distinct visitors behind a release's evidence, kept beside the counts so a restart does not count anyone twice. */
interface ReleaseEvidence {
  visitors: string[];
  failing: string[];
  /** Network -> how many of `visitors` came from it. */
  networks: Record<string, number>;
  /** Visitor -> their worst INP and LCP on the release. */
  speed?: Record<string, Partial<Record<SpeedMetric, number>>>;
}

interface KeptEvidence {
  visitors: Set<string>;
  failing: Set<string>;
  networks: Map<string, number>;
  speed: Map<string, Partial<Record<SpeedMetric, number>>>;
}

type EvidenceFile = Record<string, Record<string, ReleaseEvidence>>;

const evidenceFile = (siteDir: string) => path.join(siteDir, 'canary-evidence.json');

const perNetworkFromEnv = () => {
  const value = process.env.CANARY_VISITORS_PER_NETWORK;
  if (value === undefined || value === '') return 2;
  // A typo would otherwise be the default without a word; the site refuses to start on it instead.
  if (!/^[1-9]\d{0,4}$/.test(value.trim()))
    throw new DeployRefused(`CANARY_VISITORS_PER_NETWORK takes a whole number from 1, not "${value}"`);
  return Number(value);
};

/**
 * Counts what the visitors of each live release hit (page views, reported errors), keeps the
 * counts in the environment's folder for `npm run releases`, and decides for an automatic canary
 * after each count, on evidence a client cannot mint: distinct visitors the gateway signed for,
 * each served the release they report on, each counted once, a few per network at most.
 */
export function createReleaseWatch({
  context,
  clock = Date.now,
  flushMs = 500,
  visitorsPerNetwork = perNetworkFromEnv(),
  maxVisitors = 10_000,
}: ReleaseWatchOptions): ReleaseWatch {
  const stats = readReleaseStats(context.siteDir);
  const stored = existsSync(evidenceFile(context.siteDir))
    ? (readStateFile(evidenceFile(context.siteDir)) as EvidenceFile)
    : {};
  const evidence = new Map<string, KeptEvidence>();
  for (const [app, releases] of Object.entries(stored))
    for (const [id, kept] of Object.entries(releases))
      evidence.set(`${app}/${id}`, {
        visitors: new Set(kept.visitors),
        failing: new Set(kept.failing),
        networks: new Map(Object.entries(kept.networks)),
        speed: new Map(Object.entries(kept.speed ?? {})),
      });
  let timer: NodeJS.Timeout | undefined;
  let deciding: Promise<void> = Promise.resolve();
  let busy = false;
  let cached: { version: string; deployments: Deployments | undefined } | undefined;

  function deployments(): Deployments | undefined {
    const file = path.join(context.siteDir, 'deployments.json');
    if (!existsSync(file)) return undefined;
    const { ino, mtimeMs } = statSync(file);
    const version = `${ino}:${mtimeMs}`;
    if (cached?.version !== version) {
      let read: Deployments | undefined;
      try {
        read = readDeployments(context.siteDir);
      } catch (error) {
        // Pages keep being served from the live render; no canary is judged until the file reads again.
        context.log?.(`[canary] ${(error as Error).message}`);
      }
      cached = { version, deployments: read };
    }
    return cached.deployments;
  }

  const countsOf = (app: string, id: string): ReleaseCounts => ((stats[app] ??= {})[id] ??= { views: 0, errors: 0 });
  const evidenceOf = (app: string, id: string) => {
    const key = `${app}/${id}`;
    if (!evidence.has(key))
      evidence.set(key, { visitors: new Set(), failing: new Set(), networks: new Map(), speed: new Map() });
    return evidence.get(key)!;
  };
  const summary = (app: string, id: string): Evidence => {
    const kept = evidence.get(`${app}/${id}`);
    const figures = [...(kept?.speed.values() ?? [])];
    const speed = Object.fromEntries(
      speedMetrics.map((metric) => [metric, figures.flatMap((figure) => figure[metric] ?? [])]),
    ) as unknown as SpeedEvidence;
    return { visitors: kept?.visitors.size ?? 0, failing: kept?.failing.size ?? 0, speed };
  };

  function flush() {
    clearTimeout(timer);
    timer = undefined;
    for (const [key, kept] of evidence) {
      const [app, id] = key.split('/') as [string, string];
      Object.assign(countsOf(app, id), { visitors: kept.visitors.size, failing: kept.failing.size });
    }
    writeReleaseStats(context.siteDir, stats);
    // Evidence is kept only on releases live here (their counts stay in the stats): a release rolled
    // back, promoted past or deployed over is decided on no more, and its visitors are kept no longer.
    const live = deployments();
    if (live)
      for (const key of evidence.keys()) {
        const [app, id] = key.split('/') as [App, string];
        if (live.deployed[app] !== id && !(live.canary?.app === app && live.canary.id === id)) evidence.delete(key);
      }
    const file: EvidenceFile = {};
    for (const [key, kept] of evidence) {
      const [app, id] = key.split('/') as [string, string];
      (file[app] ??= {})[id] = {
        visitors: [...kept.visitors],
        failing: [...kept.failing],
        networks: Object.fromEntries(kept.networks),
        speed: Object.fromEntries(kept.speed),
      };
    }
    // Owner-only: it is about visitors (their ids and how many came from each network), however little it says.
    writeAtomically(evidenceFile(context.siteDir), JSON.stringify(file), 0o600);
  }

  function flushSoon() {
    timer ??= setTimeout(flush, flushMs).unref();
  }

  /** The release of the canary's app a signed visitor is served: by their bucket, as the gateway serves it. */
  const servedTo = (live: Deployments, visitor: NonNullable<Source['visitor']>) =>
    live.canary && visitor.bucket < live.canary.percent ? live.canary.id : live.deployed[live.canary!.app];

  function judge() {
    const live = deployments();
    const canary = live?.canary;
    if (!live || !canary?.auto || busy) return;
    const verdict = canaryVerdict(
      canary,
      summary(canary.app, canary.id),
      summary(canary.app, live.deployed[canary.app]),
      clock(),
    );
    if (!verdict) return;
    busy = true;
    flush();
    const app = canary.app;
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

  const isLive = (live: Deployments, app: string, release: string) =>
    live.deployed[app as App] === release || (live.canary?.app === app && live.canary.id === release);

  return {
    isLive(app, release) {
      const live = deployments();
      return Boolean(live && isLive(live, app, release));
    },
    served(app, source) {
      const live = deployments();
      if (!live) return undefined;
      return live.canary?.app === app && source?.visitor ? servedTo(live, source.visitor) : live.deployed[app];
    },
    wasServed(app, release) {
      const live = deployments();
      return (stats[app]?.[release]?.views ?? 0) > 0 && !(live && isLive(live, app, release));
    },
    speed(app, release, reported, source) {
      const live = deployments();
      if (!live?.canary || live.canary.app !== app || !source?.visitor) return;
      if (servedTo(live, source.visitor) !== release) return;
      const kept = evidence.get(`${app}/${release}`);
      if (!kept?.visitors.has(source.visitor.id)) return;
      const figures = kept.speed.get(source.visitor.id) ?? {};
      for (const { metric, value } of reported) figures[metric] = Math.max(figures[metric] ?? 0, value);
      kept.speed.set(source.visitor.id, figures);
      flushSoon();
      judge();
    },
    view(releases, source) {
      for (const [app, id] of Object.entries(releases)) countsOf(app, id).views++;
      const live = deployments();
      const canary = live?.canary;
      if (canary && source?.visitor && releases[canary.app] === servedTo(live, source.visitor)) {
        const kept = evidenceOf(canary.app, releases[canary.app]!);
        const fromNetwork = kept.networks.get(source.network) ?? 0;
        const room = kept.visitors.size < maxVisitors;
        if (room && !kept.visitors.has(source.visitor.id) && fromNetwork < visitorsPerNetwork) {
          kept.visitors.add(source.visitor.id);
          kept.networks.set(source.network, fromNetwork + 1);
        }
      }
      flushSoon();
      judge();
    },
    error(app, release, source) {
      const live = deployments();
      const canary = live?.canary;
      if (!live || !isLive(live, app, release)) return false;
      countsOf(app, release).errors++;
      if (canary?.app === app && source?.visitor && servedTo(live, source.visitor) === release) {
        const kept = evidence.get(`${app}/${release}`);
        // Only a visitor counted as served this release brings evidence on it, and only once.
        if (kept?.visitors.has(source.visitor.id)) kept.failing.add(source.visitor.id);
      }
      flushSoon();
      judge();
      return true;
    },
    counts: () => stats,
    flush,
    settled: () => deciding,
  };
}

import { existsSync } from 'node:fs';
import path from 'node:path';

import { writeAtomically } from '../base/write-atomically';
import { readStateFile } from './deployments';

/**
 * What visitors of one release hit. `views` and `errors` are every page served and every report
 * accepted for it (shown to operators, never decided on). `visitors` and `failing` are the
 * evidence a canary is decided on: distinct visitors the gateway signed for and served this
 * release, and how many of them reported an error in it, each counted once.
 */
export interface ReleaseCounts {
  views: number;
  errors: number;
  visitors?: number;
  failing?: number;
}

/** `app` -> release id -> counts, kept in the environment's folder so the operators' commands can read them. */
export type ReleaseStats = Record<string, Record<string, ReleaseCounts>>;

const statsFile = (siteDir: string) => path.join(siteDir, 'release-stats.json');

export function readReleaseStats(siteDir: string): ReleaseStats {
  const file = statsFile(siteDir);
  return existsSync(file) ? (readStateFile(file) as ReleaseStats) : {};
}

export const writeReleaseStats = (siteDir: string, stats: ReleaseStats) =>
  writeAtomically(statsFile(siteDir), JSON.stringify(stats));

/** Errors per page view; 0 before the first view. */
export const errorRate = ({ views, errors }: ReleaseCounts) => (views ? errors / views : 0);

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

export const formatCounts = (counts: ReleaseCounts | undefined) => {
  const { views, errors, visitors = 0, failing = 0 } = counts ?? { views: 0, errors: 0 };
  return (
    `${views} views, ${Math.round(errors)} errors (${percent(errorRate({ views, errors }))}); ` +
    `${failing} of ${visitors} signed visitors failing`
  );
};

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { writeAtomically } from '../base/write-atomically';

/** What visitors of one release hit: page views served, and the errors their browsers reported (weighted by sampling). */
export interface ReleaseCounts {
  views: number;
  errors: number;
}

/** `app` -> release id -> counts, kept in the environment's folder so the operators' commands can read them. */
export type ReleaseStats = Record<string, Record<string, ReleaseCounts>>;

const statsFile = (siteDir: string) => path.join(siteDir, 'release-stats.json');

export function readReleaseStats(siteDir: string): ReleaseStats {
  const file = statsFile(siteDir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ReleaseStats) : {};
}

export const writeReleaseStats = (siteDir: string, stats: ReleaseStats) =>
  writeAtomically(statsFile(siteDir), JSON.stringify(stats));

/** Errors per page view; 0 before the first view. */
export const errorRate = ({ views, errors }: ReleaseCounts) => (views ? errors / views : 0);

export const formatCounts = (counts: ReleaseCounts | undefined) => {
  const { views, errors } = counts ?? { views: 0, errors: 0 };
  return `${views} views, ${Math.round(errors)} errors (${(errorRate({ views, errors }) * 100).toFixed(1)}%)`;
};

import { p75 } from '../base/p75';
import type { CanaryPolicy } from './deployments';

/** The figures a canary is judged on for speed: each visitor's worst on the release, one value per visitor. */
export const speedMetrics = ['INP', 'LCP'] as const;
export type SpeedMetric = (typeof speedMetrics)[number];
export type SpeedEvidence = Record<SpeedMetric, readonly number[]>;

/** How much slower a canary's p75 may be than the deployed release's before it is rolled back, unless its policy says otherwise. */
export const defaultSpeedMargins: Record<SpeedMetric, number> = { INP: 100, LCP: 500 };

export const marginOf = (policy: CanaryPolicy, metric: SpeedMetric) =>
  (metric === 'INP' ? policy.inpMarginMs : policy.lcpMarginMs) ?? defaultSpeedMargins[metric];

export interface SpeedFinding {
  metric: SpeedMetric;
  slower: boolean;
  figures: string;
}

/**
 * Each speed figure with enough visitors behind both releases (the policy's minimum on each side):
 * slower when the canary's p75 is over the deployed release's by more than the margin. A figure
 * too few visitors gave (no taps, so no INP) is not judged.
 */
export function speedFindings(
  policy: CanaryPolicy,
  minVisitors: number,
  canary: SpeedEvidence,
  stable: SpeedEvidence,
): SpeedFinding[] {
  return speedMetrics
    .filter((metric) => canary[metric].length >= minVisitors && stable[metric].length >= minVisitors)
    .map((metric) => {
      const ours = p75(canary[metric])!;
      const theirs = p75(stable[metric])!;
      return {
        metric,
        slower: ours > theirs + marginOf(policy, metric),
        figures:
          `${metric} p75 ${Math.round(ours)} ms over ${canary[metric].length} visitors against ${Math.round(theirs)} ms ` +
          `over ${stable[metric].length} on the deployed release (margin ${marginOf(policy, metric)} ms)`,
      };
    });
}

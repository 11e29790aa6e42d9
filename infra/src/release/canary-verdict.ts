import type { Canary } from './deployments';
import { errorRate, type ReleaseCounts } from './release-stats';

export type Verdict = { action: 'rollback' | 'promote'; reason: string } | undefined;

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/**
 * What an automatic canary should do now, from what its visitors and the deployed release's hit:
 * nothing before it has had its minimum of views; rolled back when its error rate exceeds the
 * deployed release's by more than the margin; promoted once it has run clean for the set period.
 */
export function canaryVerdict(
  canary: Canary,
  canaryCounts: ReleaseCounts,
  stableCounts: ReleaseCounts,
  now: number,
): Verdict {
  const policy = canary.auto;
  if (!policy || canaryCounts.views < policy.minViews) return undefined;
  const canaryRate = errorRate(canaryCounts);
  const stableRate = errorRate(stableCounts);
  if (canaryRate > stableRate + policy.margin) {
    return {
      action: 'rollback',
      reason: `error rate ${percent(canaryRate)} over ${canaryCounts.views} views against ${percent(stableRate)} for the deployed release`,
    };
  }
  if (now - Date.parse(canary.startedAt) >= policy.cleanMs) {
    return {
      action: 'promote',
      reason: `error rate ${percent(canaryRate)} over ${canaryCounts.views} views, within ${percent(policy.margin)} of the deployed release's ${percent(stableRate)}`,
    };
  }
  return undefined;
}

import type { Canary } from './deployments';
import { speedFindings, type SpeedEvidence } from './speed-verdict';

export type Verdict = { action: 'rollback' | 'promote'; reason: string } | undefined;

/** The evidence on one release: distinct signed visitors served it, and how many of them hit an error. */
export interface Evidence {
  visitors: number;
  failing: number;
  /** Field figures of those visitors on the release (their worst INP and LCP each), when any came. */
  speed?: SpeedEvidence;
}

const noSpeed: SpeedEvidence = { INP: [], LCP: [] };

/** One-sided 95%: a bound the true share of failing visitors lies beyond only one time in twenty. */
const Z = 1.645;

/** Wilson score bounds of a share `k` of `n`: where the true share lies, at 95% confidence each side. */
export function wilson(k: number, n: number): { low: number; high: number } {
  if (n === 0) return { low: 0, high: 1 };
  const p = k / n;
  const z2 = Z * Z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/** The minimum of distinct visitors a policy asks, whatever release recorded it (`minViews` before visitors were counted). */
export const minVisitorsOf = (policy: NonNullable<Canary['auto']>) =>
  policy.minVisitors ?? (policy as { minViews?: number }).minViews ?? 50;

/**
 * What an automatic canary should do now, from distinct signed visitors only: nothing before it
 * has had its minimum of them; rolled back when, at 95% confidence, more of its visitors fail than
 * of the deployed release's by more than the margin (the canary's lower bound above the deployed
 * release's upper bound plus the margin); promoted once it has run for the clean period without that
 * and the deployed release has had its minimum of visitors too (else it is left for the operator).
 * Speed counts as errors do: rolled back when its p75 INP or LCP is slower than the deployed
 * release's by more than the margin, each figure judged once both have their minimum of visitors
 * behind it; the reason says which figure decided. It is promoted only once at least one speed
 * figure could be judged (its visitors' pages reported LCP or INP): a canary no one's page measured
 * is not shown to be as fast.
 */
export function canaryVerdict(
  canary: Canary,
  canaryEvidence: Evidence,
  stableEvidence: Evidence,
  now: number,
): Verdict {
  const policy = canary.auto;
  if (!policy || canaryEvidence.visitors < minVisitorsOf(policy)) return undefined;
  const ours = wilson(canaryEvidence.failing, canaryEvidence.visitors);
  const theirs = wilson(stableEvidence.failing, stableEvidence.visitors);
  const figures =
    `${canaryEvidence.failing} of ${canaryEvidence.visitors} visitors failing (at least ${percent(ours.low)} at 95% confidence) ` +
    `against ${stableEvidence.failing} of ${stableEvidence.visitors} on the deployed release (at most ${percent(theirs.high)})`;
  if (ours.low > theirs.high + policy.margin) return { action: 'rollback', reason: figures };
  const speed = speedFindings(
    policy,
    minVisitorsOf(policy),
    canaryEvidence.speed ?? noSpeed,
    stableEvidence.speed ?? noSpeed,
  );
  const slower = speed.find((finding) => finding.slower);
  if (slower) return { action: 'rollback', reason: `${slower.metric} slower: ${slower.figures}` };
  // Without its minimum of visitors on the deployed release too, its bounds are too wide for any
  // canary to be shown worse (none at all: 0-100%), so a clean period would promote even one every visitor fails.
  if (stableEvidence.visitors < minVisitorsOf(policy)) return undefined;
  if (speed.length === 0) return undefined;
  if (now - Date.parse(canary.startedAt) >= policy.cleanMs)
    return { action: 'promote', reason: [figures, ...speed.map((finding) => finding.figures)].join('; ') };
  return undefined;
}

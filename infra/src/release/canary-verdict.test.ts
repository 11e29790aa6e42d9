import { canaryVerdict, wilson } from './canary-verdict';
import type { Canary } from './deployments';

const startedAt = Date.parse('2026-01-01T10:00:00Z');
const canary: Canary = {
  app: 'shop',
  id: '1.0.1-new',
  percent: 10,
  startedAt: new Date(startedAt).toISOString(),
  auto: { minVisitors: 50, margin: 0.02, cleanMs: 30 * 60_000 },
};
const minutes = (n: number) => startedAt + n * 60_000;
/** Each of `n` visitors' pages reported the same LCP: a speed figure to judge, and no slowdown. */
const measured = (n: number) => ({ INP: [], LCP: Array<number>(n).fill(1800) });

describe('an automatic canary', () => {
  it('waits for its minimum of distinct visitors, however bad its first ones are', () => {
    expect(
      canaryVerdict(canary, { visitors: 49, failing: 49 }, { visitors: 1000, failing: 0 }, minutes(60)),
    ).toBeUndefined();
  });

  it('is rolled back when, at 95% confidence, more of its visitors fail than of the deployed release by more than the margin', () => {
    expect(canaryVerdict(canary, { visitors: 50, failing: 20 }, { visitors: 500, failing: 10 }, minutes(1))).toEqual({
      action: 'rollback',
      reason:
        '20 of 50 visitors failing (at least 29.4% at 95% confidence) against 10 of 500 on the deployed release (at most 3.3%)',
    });
  });

  it('is not rolled back on a difference the sample cannot tell from chance', () => {
    // 6% against 3% looks worse, but 50 visitors cannot show it is: the bounds overlap.
    expect(
      canaryVerdict(canary, { visitors: 50, failing: 3 }, { visitors: 500, failing: 15 }, minutes(1)),
    ).toBeUndefined();
  });

  it('is left running until its clean period has passed, then promoted', () => {
    const clean = { visitors: 60, failing: 1, speed: measured(60) };
    const stable = { visitors: 600, failing: 12, speed: measured(600) };
    expect(canaryVerdict(canary, clean, stable, minutes(29))).toBeUndefined();
    expect(canaryVerdict(canary, clean, stable, minutes(30))).toMatchObject({ action: 'promote' });
  });

  it('is not promoted while no speed figure of enough of its visitors could be judged', () => {
    const stable = { visitors: 600, failing: 0, speed: measured(600) };
    expect(canaryVerdict(canary, { visitors: 60, failing: 0 }, stable, minutes(600))).toBeUndefined();
    expect(
      canaryVerdict(canary, { visitors: 60, failing: 0, speed: measured(49) }, stable, minutes(600)),
    ).toBeUndefined();
  });

  it('is not promoted while the deployed release has had too few visitors to compare it with, however long it runs', () => {
    // No visitor on the deployed release: its bounds are 0-100%, so no canary can be shown worse than it.
    expect(
      canaryVerdict(canary, { visitors: 60, failing: 60 }, { visitors: 0, failing: 0 }, minutes(600)),
    ).toBeUndefined();
    expect(
      canaryVerdict(canary, { visitors: 60, failing: 1 }, { visitors: 49, failing: 0 }, minutes(600)),
    ).toBeUndefined();
    expect(
      canaryVerdict(
        canary,
        { visitors: 60, failing: 1, speed: measured(60) },
        { visitors: 50, failing: 0, speed: measured(50) },
        minutes(600),
      ),
    ).toMatchObject({
      action: 'promote',
    });
  });

  it('is never decided for when it was deployed without --auto', () => {
    const manual: Canary = { ...canary, auto: undefined };
    expect(
      canaryVerdict(manual, { visitors: 1000, failing: 1000 }, { visitors: 1000, failing: 0 }, minutes(60)),
    ).toBeUndefined();
  });
});

describe('an automatic canary judged on speed', () => {
  /** `n` visitors' worst figures, spread evenly from `from` to `to`. */
  const spread = (n: number, from: number, to: number) =>
    Array.from({ length: n }, (_, k) => from + ((to - from) * k) / Math.max(1, n - 1));
  const clean = { visitors: 60, failing: 0 };
  const stable = { visitors: 600, failing: 0 };

  it('is rolled back when its p75 LCP is slower past the margin, saying which figure decided', () => {
    const verdict = canaryVerdict(
      canary,
      { ...clean, speed: { INP: spread(60, 40, 120), LCP: spread(60, 2000, 4000) } },
      { ...stable, speed: { INP: spread(600, 40, 120), LCP: spread(600, 1000, 2400) } },
      minutes(1),
    );
    expect(verdict).toEqual({
      action: 'rollback',
      reason:
        'LCP slower: LCP p75 3492 ms over 60 visitors against 2049 ms over 600 on the deployed release (margin 500 ms)',
    });
  });

  it('is not judged on a figure too few visitors gave, nor on a slowdown within the margin (set per canary)', () => {
    const fewTaps = { ...clean, speed: { INP: spread(10, 900, 1000), LCP: spread(60, 1000, 2400) } };
    const speed = { INP: spread(600, 40, 120), LCP: spread(600, 1000, 2400) };
    expect(canaryVerdict(canary, fewTaps, { ...stable, speed }, minutes(1))).toBeUndefined();
    const slightlySlower = { ...clean, speed: { INP: spread(60, 100, 250), LCP: spread(60, 1000, 2400) } };
    expect(canaryVerdict(canary, slightlySlower, { ...stable, speed }, minutes(1))).toMatchObject({
      action: 'rollback',
      reason: expect.stringMatching(/^INP slower: INP p75 212 ms/),
    });
    const lenient: Canary = { ...canary, auto: { ...canary.auto!, inpMarginMs: 150 } };
    expect(canaryVerdict(lenient, slightlySlower, { ...stable, speed }, minutes(1))).toBeUndefined();
  });

  it('is promoted after its clean period with its speed figures in the reason', () => {
    const speed = { INP: spread(600, 40, 120), LCP: spread(600, 1000, 2400) };
    expect(canaryVerdict(canary, { ...clean, speed }, { ...stable, speed }, minutes(30))?.reason).toContain(
      'INP p75 100 ms over 600 visitors against 100 ms over 600 on the deployed release (margin 100 ms); LCP p75 2049 ms',
    );
  });
});

describe('the confidence bounds', () => {
  it('are wide on few visitors and narrow on many, and say nothing without any', () => {
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
    const few = wilson(2, 4);
    const many = wilson(200, 400);
    expect(few.high - few.low).toBeGreaterThan(0.5);
    expect(many.high - many.low).toBeLessThan(0.1);
    expect(many.low).toBeLessThan(0.5);
    expect(many.high).toBeGreaterThan(0.5);
  });
});

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
    const clean = { visitors: 60, failing: 1 };
    const stable = { visitors: 600, failing: 12 };
    expect(canaryVerdict(canary, clean, stable, minutes(29))).toBeUndefined();
    expect(canaryVerdict(canary, clean, stable, minutes(30))).toMatchObject({ action: 'promote' });
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
      canaryVerdict(canary, { visitors: 60, failing: 1 }, { visitors: 50, failing: 0 }, minutes(600)),
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

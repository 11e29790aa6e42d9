import { canaryVerdict } from './canary-verdict';
import type { Canary } from './deployments';

const startedAt = Date.parse('2026-01-01T10:00:00Z');
const canary: Canary = {
  app: 'shop',
  id: '1.0.1-new',
  percent: 10,
  startedAt: new Date(startedAt).toISOString(),
  auto: { minViews: 100, margin: 0.02, cleanMs: 30 * 60_000 },
};
const minutes = (n: number) => startedAt + n * 60_000;

describe('an automatic canary', () => {
  it('waits for its minimum of views, however bad its first ones are', () => {
    expect(canaryVerdict(canary, { views: 99, errors: 99 }, { views: 1000, errors: 0 }, minutes(60))).toBeUndefined();
  });

  it('is rolled back when its error rate exceeds the deployed release by more than the margin', () => {
    expect(canaryVerdict(canary, { views: 100, errors: 6 }, { views: 1000, errors: 30 }, minutes(1))).toEqual({
      action: 'rollback',
      reason: 'error rate 6.0% over 100 views against 3.0% for the deployed release',
    });
  });

  it('is left running within the margin until its clean period has passed, then promoted', () => {
    expect(canaryVerdict(canary, { views: 100, errors: 5 }, { views: 1000, errors: 30 }, minutes(29))).toBeUndefined();
    expect(canaryVerdict(canary, { views: 100, errors: 5 }, { views: 1000, errors: 30 }, minutes(30))).toMatchObject({
      action: 'promote',
    });
  });

  it('is never decided for when it was deployed without --auto', () => {
    const manual: Canary = { ...canary, auto: undefined };
    expect(
      canaryVerdict(manual, { views: 1000, errors: 1000 }, { views: 1000, errors: 0 }, minutes(60)),
    ).toBeUndefined();
  });
});

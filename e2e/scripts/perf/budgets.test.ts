import assert from 'node:assert/strict';
import { test } from 'node:test';

import { brokenBudgets, jsBudgetKb, type RouteFigures } from './budgets';

const fine: RouteFigures = {
  path: '/contact',
  score: 99,
  lcpMs: 1800,
  twinLcpMs: 1500,
  tbtMs: 120,
  cls: 0.004,
  jsBytes: 150 * 1024,
};
const ids = (figures: Partial<RouteFigures>) => brokenBudgets({ ...fine, ...figures }).map((b) => b.id);

test('a route within every budget breaks none', () => {
  assert.deepEqual(brokenBudgets(fine), []);
});

test('each limit is inclusive', () => {
  assert.deepEqual(ids({ score: 98, tbtMs: 200, cls: 0.02, lcpMs: 1800, twinLcpMs: 1500, jsBytes: 180 * 1024 }), []);
});

test('each budget is judged on its own', () => {
  assert.deepEqual(ids({ score: 97 }), ['score']);
  assert.deepEqual(ids({ tbtMs: 201 }), ['tbt']);
  assert.deepEqual(ids({ cls: 0.021 }), ['cls']);
  assert.deepEqual(ids({ lcpMs: 1815 }), ['lcp-vs-twin']);
});

test('figures are judged as printed: a CLS that prints 0.020 passes', () => {
  assert.deepEqual(ids({ cls: 0.0204, tbtMs: 200.4, score: 97.6, lcpMs: 1204, twinLcpMs: 1000 }), []);
});

test('checkout, which starts with the page, may score 90; every other route needs 98', () => {
  assert.deepEqual(ids({ path: '/checkout', score: 90 }), []);
  assert.deepEqual(ids({ path: '/checkout', score: 89 }), ['score']);
  assert.deepEqual(ids({ path: '/', score: 97 }), ['score']);
});

test('home and checkout may load 200 kB of JavaScript, other routes 180 kB (judged by the size report)', () => {
  assert.equal(jsBudgetKb('/'), 200);
  assert.equal(jsBudgetKb('/checkout'), 200);
  assert.equal(jsBudgetKb('/blog'), 180);
  assert.deepEqual(ids({ path: '/checkout', jsBytes: 230 * 1024 }), []);
});

test('without a twin the LCP budget is not judged', () => {
  assert.deepEqual(ids({ lcpMs: 9000, twinLcpMs: null }), []);
});

test('messages say what was measured against what was allowed', () => {
  const broken = brokenBudgets({ ...fine, score: 61, lcpMs: 4500, tbtMs: 640, cls: 0.1 });
  assert.deepEqual(
    broken.map((b) => b.message),
    ['score 61 < 98', 'LCP 3.00× twin > 1.2×', 'TBT 640 ms > 200 ms', 'CLS 0.100 > 0.02'],
  );
});

import assert from 'node:assert/strict';
import { test } from 'node:test';

import { median, medianOfEach } from './median';

test('median of an odd count is the middle value, whatever the order', () => {
  assert.equal(median([3]), 3);
  assert.equal(median([900, 100, 500]), 500);
  assert.equal(median([5, 1, 4, 2, 3]), 3);
});

test('median of an even count is the mean of the two middle values', () => {
  assert.equal(median([10, 20]), 15);
  assert.equal(median([4, 1, 3, 2]), 2.5);
});

test('median sorts numerically, not as text', () => {
  assert.equal(median([100, 9, 20]), 20);
});

test('median of nothing is an error, not NaN', () => {
  assert.throws(() => median([]), /no values/);
});

test('medianOfEach takes every figure on its own', () => {
  const runs = [
    { lcpMs: 1000, tbtMs: 300 },
    { lcpMs: 3000, tbtMs: 100 },
    { lcpMs: 2000, tbtMs: 200 },
  ];
  assert.deepEqual(medianOfEach(runs), { lcpMs: 2000, tbtMs: 200 });
});

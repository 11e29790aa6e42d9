import assert from 'node:assert/strict';
import { test } from 'node:test';

import { parsePerfArgs } from './cli-options';
import { mainRoutes } from './routes';

test('no arguments: every main route, three runs, a report', () => {
  assert.deepEqual(parsePerfArgs([]), { routes: mainRoutes, runs: 3, strict: false });
});

test('paths pick routes in the order given; --runs and --strict anywhere', () => {
  const options = parsePerfArgs(['/blog', '--runs', '1', '/contact', '--strict', '/blog']);
  assert.deepEqual(options.routes, [
    { name: 'blog', path: '/blog' },
    { name: 'contact', path: '/contact' },
  ]);
  assert.equal(options.runs, 1);
  assert.equal(options.strict, true);
});

test('a path outside the main routes is measured under its own name', () => {
  assert.deepEqual(parsePerfArgs(['/about']).routes, [{ name: '/about', path: '/about' }]);
});

test('nonsense is refused with a line saying why', () => {
  assert.throws(() => parsePerfArgs(['--runs', '0']), /whole number/);
  assert.throws(() => parsePerfArgs(['--runs=two']), /whole number/);
  assert.throws(() => parsePerfArgs(['contact']), /not a path/);
  assert.throws(() => parsePerfArgs(['--fast']), /Unknown option/);
});

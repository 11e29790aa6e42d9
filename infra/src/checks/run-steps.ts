/**
 * Runs root npm scripts one after another, as `npm test` does, and prints how long each took, then
 * the whole. Stops at the first step that fails and exits with its code.
 *   tsx infra/src/checks/run-steps.ts <script> [<script> ...]
 */
import { spawnSync } from 'node:child_process';

import { repoRoot } from '../base/repo-root';

const steps = process.argv.slice(2);
if (steps.length === 0) throw new Error('Name the npm scripts to run, in order');

const seconds = (since: number) => (performance.now() - since) / 1000;
const started = performance.now();
const times: { step: string; seconds: number; ok: boolean }[] = [];

function summary() {
  const width = Math.max(...times.map((time) => time.step.length));
  console.info('\nstep times:');
  for (const time of times)
    console.info(`  ${time.step.padEnd(width)}  ${time.seconds.toFixed(1).padStart(6)} s${time.ok ? '' : '  FAILED'}`);
  console.info(`  ${'total'.padEnd(width)}  ${seconds(started).toFixed(1).padStart(6)} s`);
}

for (const step of steps) {
  const stepStarted = performance.now();
  console.info(`\n━━ ${step}`);
  const { status } = spawnSync('npm', ['run', '--silent', step], { cwd: repoRoot, stdio: 'inherit' });
  times.push({ step, seconds: seconds(stepStarted), ok: status === 0 });
  if (status !== 0) {
    summary();
    console.error(`\n${step} failed (exit ${status ?? 'signal'}); the steps after it did not run.`);
    process.exit(status ?? 1);
  }
}
summary();

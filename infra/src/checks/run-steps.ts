/**
 * Runs root npm scripts as `npm test` does and prints how long each took, then the whole. Steps run
 * one after another; a step written `a,b,c` runs those scripts at the same time (for independent
 * checks that leave a core idle when run alone), each one's output printed in one piece when it
 * finishes. Stops after the first step that fails and exits with its code.
 *   tsx infra/src/checks/run-steps.ts <script>[,<script> ...] [<script>[,<script> ...] ...]
 */
import { runNpm } from './run-npm';

const steps = process.argv.slice(2).map((step) => step.split(',').filter(Boolean));
if (steps.length === 0 || steps.some((step) => step.length === 0))
  throw new Error('Name the npm scripts to run, in order (scripts run together joined by commas)');

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

async function main() {
  for (const step of steps) {
    const stepStarted = performance.now();
    const name = step.join(' + ');
    console.info(`\n━━ ${name}`);
    // Alone, a script writes straight to the terminal; beside others, its output waits until it ends.
    const together = step.length > 1;
    const results = await Promise.all(
      step.map((script) => runNpm(['run', '--silent', script], together ? script : undefined)),
    );
    const failed = results.find((result) => result.status !== 0)?.status;
    times.push({ step: name, seconds: seconds(stepStarted), ok: failed === undefined });
    if (together)
      results.forEach((result, index) =>
        times.push({ step: `  ${step[index]}`, seconds: result.seconds, ok: result.status === 0 }),
      );
    if (failed !== undefined) {
      summary();
      console.error(`\n${name} failed (exit ${failed}); the steps after it did not run.`);
      process.exit(failed);
    }
  }
  summary();
}

void main();

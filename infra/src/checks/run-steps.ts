/**
 * Runs root npm scripts as `npm test` does and prints how long each took, then the whole. Steps run
 * one after another; a step written `a,b,c` runs those scripts at the same time (for independent
 * checks that leave a core idle when run alone), each one's output printed in one piece when it
 * finishes. Stops after the first step that fails and exits with its code.
 *   tsx infra/src/checks/run-steps.ts <script>[,<script> ...] [<script>[,<script> ...] ...]
 */
import { spawn } from 'node:child_process';

import { repoRoot } from '../base/repo-root';

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

/** One script; alone it writes straight to the terminal, beside others its output waits until it ends. */
function run(script: string, alone: boolean): Promise<{ script: string; status: number; seconds: number }> {
  const scriptStarted = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      cwd: repoRoot,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const status = code ?? 1;
      if (!alone) {
        console.info(`\n── ${script} · ${status === 0 ? 'ok' : `failed (${status})`}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ script, status, seconds: seconds(scriptStarted) });
    });
  });
}

async function main() {
  for (const step of steps) {
    const stepStarted = performance.now();
    const name = step.join(' + ');
    console.info(`\n━━ ${name}`);
    const results = await Promise.all(step.map((script) => run(script, step.length === 1)));
    const failed = results.find((result) => result.status !== 0)?.status;
    if (step.length > 1) {
      times.push({ step: name, seconds: seconds(stepStarted), ok: failed === undefined });
      for (const result of results)
        times.push({ step: `  ${result.script}`, seconds: result.seconds, ok: result.status === 0 });
    } else times.push({ step: name, seconds: seconds(stepStarted), ok: failed === undefined });
    if (failed !== undefined) {
      summary();
      console.error(`\n${name} failed (exit ${failed}); the steps after it did not run.`);
      process.exit(failed);
    }
  }
  summary();
}

void main();

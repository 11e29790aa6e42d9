import { spawn } from 'node:child_process';

import { repoRoot } from '../base/repo-root';

export interface NpmRun {
  status: number;
  seconds: number;
}

/**
 * Runs `npm <args>` in the repository. With a label, its output is held and printed in one piece under
 * `── <label> · ok|failed (code) · <seconds> s` when it ends, so runs side by side do not interleave;
 * without one, it writes straight to the terminal.
 */
export function runNpm(args: string[], label?: string, env: NodeJS.ProcessEnv = process.env): Promise<NpmRun> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', args, { cwd: repoRoot, env, stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const status = code ?? 1;
      const seconds = (performance.now() - started) / 1000;
      if (label) {
        const outcome = status === 0 ? 'ok' : `failed (${status})`;
        process.stdout.write(`\n── ${label} · ${outcome} · ${seconds.toFixed(1)} s\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ status, seconds });
    });
  });
}

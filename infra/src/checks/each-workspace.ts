/**
 * Runs one npm script in every workspace that has it, as many at once as the machine has cores,
 * and prints each workspace's output in one piece when it finishes. Fails if any of them fails.
 *   tsx infra/src/checks/each-workspace.ts <script>
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { repoRoot } from '../base/repo-root';

const script = process.argv[2] ?? '';
if (!script) throw new Error('Name the script to run in every workspace');

const { workspaces } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
  workspaces: string[];
};
const withScript = workspaces.filter((workspace) => {
  const { scripts = {} } = JSON.parse(readFileSync(path.join(repoRoot, workspace, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  return script in scripts;
});

function run(workspace: string): Promise<{ workspace: string; ok: boolean; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script, '--silent', '-w', workspace], {
      cwd: repoRoot,
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      process.stdout.write(
        `\n── ${script} · ${workspace} · ${code === 0 ? 'ok' : `failed (${code})`} · ${seconds.toFixed(1)} s\n${output}`,
      );
      resolve({ workspace, ok: code === 0, seconds });
    });
  });
}

async function main() {
  const queue = [...withScript];
  const results: Awaited<ReturnType<typeof run>>[] = [];
  const lanes = Array.from({ length: Math.min(os.availableParallelism(), queue.length) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) results.push(await run(next));
  });
  await Promise.all(lanes);
  const failed = results.filter((result) => !result.ok).map((result) => result.workspace);
  console.info(
    `\n${script}: ${results.length - failed.length} of ${results.length} workspaces passed${failed.length ? `; failed: ${failed.join(', ')}` : ''}`,
  );
  process.exit(failed.length ? 1 : 0);
}

void main();

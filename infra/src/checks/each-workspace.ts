/**
 * Runs one npm script in every workspace that has it, as many at once as the machine has cores,
 * and prints each workspace's output in one piece when it finishes. Fails if any of them fails.
 *   tsx infra/src/checks/each-workspace.ts <script>
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { repoRoot } from '../base/repo-root';
import { runNpm } from './run-npm';

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

const run = async (workspace: string) => {
  const { status, seconds } = await runNpm(['run', script, '--silent', '-w', workspace], `${script} · ${workspace}`, {
    ...process.env,
    FORCE_COLOR: '0',
  });
  return { workspace, ok: status === 0, seconds };
};

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

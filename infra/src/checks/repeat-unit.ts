/**
 * Runs one workspace's unit tests (or some of its files) many times in a row, each run in a new
 * random order, and stops at the first failure with the seed that produced it. Proves a test
 * stable before it lands:
 *   npm run test:repeat -- <workspace> [<file or filter> ...] [--times N]   (default 20 times)
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { repoRoot } from '../base/repo-root';

const args = process.argv.slice(2);
const timesAt = args.indexOf('--times');
const times = timesAt === -1 ? 20 : Number(args[timesAt + 1]);
const [workspace, ...filters] = timesAt === -1 ? args : [...args.slice(0, timesAt), ...args.slice(timesAt + 2)];
if (!workspace || !Number.isInteger(times) || times < 1) {
  console.error('Usage: npm run test:repeat -- <workspace> [<file> ...] [--times N]');
  process.exit(1);
}

for (let run = 1; run <= times; run++) {
  const seed = Math.floor(Math.random() * 2 ** 31);
  const { status, stdout, stderr } = spawnSync(
    'npx',
    ['vitest', 'run', '--sequence.shuffle', `--sequence.seed=${seed}`, ...filters],
    {
      cwd: path.join(repoRoot, workspace),
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
    },
  );
  if (status !== 0) {
    process.stdout.write(stdout + stderr);
    console.error(
      `run ${run} of ${times} failed (order seed ${seed}); repeat it with: npx vitest run --sequence.shuffle --sequence.seed=${seed} ${filters.join(' ')} (in ${workspace})`,
    );
    process.exit(1);
  }
  process.stdout.write(`run ${run} of ${times}: green\n`);
}
console.info(
  `${workspace}${filters.length ? ` ${filters.join(' ')}` : ''}: ${times} of ${times} runs green, each in its own random order`,
);

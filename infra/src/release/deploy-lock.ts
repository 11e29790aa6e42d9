import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

import lockfile from 'proper-lockfile';

import { isProcessRunning } from '../base/process-alive';
import { writeAtomically } from '../base/write-atomically';
import { rendersDir } from '../render/site-renders';
import { DeployRefused } from './refusal';

/** Who holds an environment's deploy lock: written beside the lock once it is taken. */
interface Holder {
  pid: number;
  command: string;
  since: string;
}

export interface LockWait {
  /** How long to wait for another deploy before giving up (ms); `DEPLOY_LOCK_WAIT_SECONDS`, or two minutes. */
  waitMs?: number;
  /** Told once, at once, when another process holds the lock. */
  log?: (line: string) => void;
}

/** A lock not refreshed for this long belongs to a process that was killed: the next deploy takes it over. */
const STALE_MS = 10_000;

const lockDir = (siteDir: string) => path.join(siteDir, 'deploy.lock');
const holderFile = (siteDir: string) => path.join(siteDir, 'deploy.lock.json');

function holderOf(siteDir: string): string {
  try {
    const holder = JSON.parse(readFileSync(holderFile(siteDir), 'utf8')) as Holder;
    const alive = isProcessRunning(holder.pid) ? '' : ', which no longer runs (its lock is taken over once 10 s stale)';
    return `process ${holder.pid} (${holder.command})${alive} has held it since ${holder.since}`;
  } catch {
    return 'a process that has not said who it is holds it';
  }
}

const defaultWaitMs = () => {
  const value = process.env.DEPLOY_LOCK_WAIT_SECONDS;
  if (value === undefined || value === '') return 120_000;
  // A value that is not a number of seconds would otherwise be two minutes without a word.
  if (!/^\d{1,5}$/.test(value.trim()))
    throw new DeployRefused(`DEPLOY_LOCK_WAIT_SECONDS takes a whole number of seconds, not "${value}"`);
  return Number(value) * 1000;
};

/** A lock file of the kind deploys took before (a file holding a pid), left by one that no longer runs. */
function removeLegacyLock(siteDir: string) {
  const lock = lockDir(siteDir);
  if (!existsSync(lock) || statSync(lock).isDirectory()) return;
  const pid = Number(readFileSync(lock, 'utf8'));
  if (!(Number.isInteger(pid) && pid > 0 && isProcessRunning(pid))) rmSync(lock, { force: true });
}

/**
 * What a deploy killed half-way left behind (it held the lock, so nothing else is writing them): a
 * render folder without its `render.json`, a render job file, a state file never renamed into place.
 */
function cleanLeftovers(siteDir: string, log?: (line: string) => void) {
  const renders = rendersDir(siteDir);
  const removed: string[] = [];
  if (existsSync(renders)) {
    for (const entry of readdirSync(renders, { withFileTypes: true })) {
      const unfinished = entry.isDirectory() && !existsSync(path.join(renders, entry.name, 'render.json'));
      if (unfinished || entry.name.endsWith('.job.json')) removed.push(path.join(renders, entry.name));
    }
  }
  // The running gateway writes its counts beside them at any time: only a temporary file a minute old is left over.
  for (const name of readdirSync(siteDir)) {
    const file = path.join(siteDir, name);
    if (name.endsWith('.tmp') && Date.now() - statSync(file).mtimeMs > 60_000) removed.push(file);
  }
  for (const file of removed) rmSync(file, { recursive: true, force: true });
  if (removed.length)
    log?.(`[deploy] Removed what an interrupted deploy left: ${removed.map((file) => path.basename(file)).join(', ')}`);
}

/**
 * One deploy at a time per environment. A second one says at once who holds the lock and since
 * when, waits its turn, and gives up in one line; a killed holder's lock is taken over once stale,
 * and what its deploy left half-made is removed before the work starts.
 */
export async function withDeployLock<T>(siteDir: string, work: () => Promise<T>, wait: LockWait = {}): Promise<T> {
  removeLegacyLock(siteDir);
  const waitMs = wait.waitMs ?? defaultWaitMs();
  const options = {
    realpath: false,
    lockfilePath: lockDir(siteDir),
    stale: STALE_MS,
    onCompromised: (error: Error) => wait.log?.(`[deploy] The deploy lock was lost: ${error.message}`),
  };
  const started = Date.now();
  let release: (() => Promise<void>) | undefined;
  let told = false;
  while (!release) {
    try {
      release = await lockfile.lock(siteDir, options);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
      if (!told) wait.log?.(`Waiting for the deploy lock of ${siteDir}: ${holderOf(siteDir)}`);
      told = true;
      if (Date.now() - started >= waitMs)
        throw new DeployRefused(
          `Gave up after ${Math.round(waitMs / 1000)} s waiting for the deploy lock of ${siteDir}: ${holderOf(siteDir)}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    writeAtomically(
      holderFile(siteDir),
      JSON.stringify({
        pid: process.pid,
        command: process.argv.slice(2).join(' ') || 'the site',
        since: new Date().toISOString(),
      } satisfies Holder),
    );
    cleanLeftovers(siteDir, wait.log);
    return await work();
  } finally {
    rmSync(holderFile(siteDir), { force: true });
    await release();
  }
}

import { spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { postgresBinDir } from '../../base/postgres-bin';

export const installHint =
  'PostgreSQL is needed for these tests and could not be started: install it with `apt-get install postgresql` (Debian), then run them again.';

export interface PostgresServer {
  /** `postgres://` URL of the `postgres` database; `createDatabase` gives each test file its own. */
  url: string;
  createDatabase(name: string): Promise<string>;
  stop(): void;
}

function binDir(): string {
  const dir = postgresBinDir();
  if (!dir) throw new Error(installHint);
  return dir;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The server refuses to run as root, so as root it runs as the `postgres` system user (or `nobody`). */
function serverUser(): { name: string; uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  for (const name of ['postgres', 'nobody']) {
    const id = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
    if (id.status === 0 && gid.status === 0) return { name, uid: Number(id.stdout), gid: Number(gid.stdout) };
  }
  throw new Error('No unprivileged user (postgres or nobody) to run PostgreSQL as.');
}

/**
 * A throwaway PostgreSQL: a fresh cluster in a temporary folder, on a free loopback port, trusting
 * local connections. Without fsync (its data is thrown away) unless `durable`, as a load check
 * needs to compare it fairly with SQLite's synced writes. `stop()` shuts it down and deletes it.
 */
export async function startPostgres({ durable = false } = {}): Promise<PostgresServer> {
  const bin = binDir();
  const user = serverUser();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wraplab-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  const run = (tool: string, args: string[]) => {
    const [command, commandArgs] = user
      ? ['runuser', ['-u', user.name, '--', path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
    const result = spawnSync(command, commandArgs, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) {
      const why = (result.stderr || result.stdout || String(result.error)).trim().split('\n')[0];
      throw new Error(`${installHint} (${tool}: ${why})`);
    }
  };
  try {
    run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
    const speed = durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200${speed}`;
    run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    async createDatabase(name) {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name}"`);
      } finally {
        await client.end();
      }
      return url.replace(/\/postgres$/, `/${name}`);
    },
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

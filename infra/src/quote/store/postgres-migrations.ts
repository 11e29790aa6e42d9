import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import pg from 'pg';

const migrationsDir = path.join(__dirname, 'migrations');
/** Any fixed number: instances starting together take turns applying migrations. */
const migrationLock = 301_701;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** `migrations/NNN_name.sql`, in version order. */
export function migrations(dir = migrationsDir): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d+_[\w-]+\.sql$/.test(file))
    .map((file) => ({
      version: Number(file.split('_')[0]),
      name: file.replace(/\.sql$/, ''),
      sql: readFileSync(path.join(dir, file), 'utf8'),
    }))
    .sort((a, b) => a.version - b.version);
}

/** Applies the migrations the database has not seen, each in its own transaction, recorded in `schema_migrations`. Returns the names applied. */
export async function migrate(pool: pg.Pool, all = migrations()): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [migrationLock]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const { rows } = await client.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.version));
    const done: string[] = [];
    for (const migration of all.filter((m) => !applied.has(m.version))) {
      await client.query('BEGIN');
      try {
        await client.query(migration.sql);
        await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
          migration.version,
          migration.name,
        ]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(
          `Migration ${migration.name} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      done.push(migration.name);
    }
    return done;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [migrationLock]).catch(() => undefined);
    client.release();
  }
}

/** A pool on `url` whose schema is brought up to date first; closed again if that fails. */
export async function openMigratedPool(url: string, max: number): Promise<pg.Pool> {
  const pool = new pg.Pool({ connectionString: url, max });
  try {
    await migrate(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return pool;
}

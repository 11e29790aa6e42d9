import type { FieldStore } from './field-store';
import { openPostgresFieldStore } from './postgres-field-store';
import { openSqliteFieldStore } from './sqlite-field-store';

/** Where the lead store is shared (`DATABASE_URL`), so are field figures; otherwise SQLite in the environment's folder. */
export function openFieldStore(siteDir: string, env: NodeJS.ProcessEnv = process.env): Promise<FieldStore> {
  return env.DATABASE_URL ? openPostgresFieldStore(env.DATABASE_URL) : Promise.resolve(openSqliteFieldStore(siteDir));
}

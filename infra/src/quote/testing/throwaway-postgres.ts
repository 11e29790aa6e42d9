import type { LeadStore } from '../store/lead';
import { openPostgresLeadStore } from '../store/postgres-lead-store';
import { installHint, startPostgres, type PostgresServer } from './postgres-server';

/**
 * For a test file: one throwaway PostgreSQL for the whole file (started before its tests, stopped
 * after), and a fresh database for each store a test asks for. Where PostgreSQL cannot start, every
 * test of the file fails with the line saying how to install it.
 */
export function throwawayPostgres() {
  let server: PostgresServer | undefined;
  let failure: unknown;
  const opened: LeadStore[] = [];
  let databases = 0;

  beforeAll(async () => {
    try {
      server = await startPostgres();
    } catch (error) {
      failure = error;
    }
  }, 60_000);
  afterAll(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close().catch(() => undefined)));
    server?.stop();
  });

  async function databaseUrl(): Promise<string> {
    if (!server) throw failure instanceof Error ? failure : new Error(installHint);
    return server.createDatabase(`test_${++databases}`);
  }

  return {
    databaseUrl,
    /** A migrated store on a database of its own; `url` opens more stores (other instances) on it. */
    async store(url?: string): Promise<LeadStore> {
      const store = await openPostgresLeadStore(url ?? (await databaseUrl()));
      opened.push(store);
      return store;
    },
  };
}

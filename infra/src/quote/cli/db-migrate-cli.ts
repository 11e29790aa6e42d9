import pg from 'pg';

import { describeDatabase } from '../store/postgres-lead-store';
import { migrate } from '../store/postgres-migrations';

/** `npm run db:migrate -w infra`: brings the PostgreSQL schema of `DATABASE_URL` up to date (each instance also does this when it starts). */
async function main() {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error('Set DATABASE_URL (postgres://user:password@host:5432/database) to the database to migrate.');
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const applied = await migrate(pool);
    console.info(
      applied.length
        ? `Applied to ${describeDatabase(url)}: ${applied.join(', ')}`
        : `${describeDatabase(url)} is up to date.`,
    );
  } finally {
    await pool.end();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

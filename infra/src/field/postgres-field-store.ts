import { describeDatabase } from '../quote/store/postgres-lead-store';
import { openMigratedPool } from '../quote/store/postgres-migrations';
import { fieldRetentionMs, type FieldStore } from './field-store';
import { rowFrom } from './sqlite-field-store';

const columns = ['at', 'part', 'release', 'metric', 'value', 'rating', 'nav', 'code', 'dom'] as const;

/** Field figures in the PostgreSQL every instance shares (`DATABASE_URL`), beside the leads. */
export async function openPostgresFieldStore(
  url: string,
  clock: () => number = Date.now,
  poolSize = 4,
): Promise<FieldStore> {
  const pool = await openMigratedPool(url, poolSize);
  return {
    where: describeDatabase(url),
    async add(rows) {
      if (rows.length === 0) return;
      const values = rows.flatMap((row) => [
        row.at,
        row.part,
        row.release,
        row.metric,
        row.value,
        row.rating,
        row.nav,
        row.code ?? null,
        row.dom ?? null,
      ]);
      const placeholders = rows.map(
        (_, n) => `(${columns.map((__, c) => `$${n * columns.length + c + 1}`).join(', ')})`,
      );
      await pool.query(`INSERT INTO field_samples (${columns.join(', ')}) VALUES ${placeholders.join(', ')}`, values);
      await pool.query('DELETE FROM field_samples WHERE at < $1', [clock() - fieldRetentionMs]);
    },
    async rowsSince(since) {
      const { rows } = await pool.query<Parameters<typeof rowFrom>[0]>(
        `SELECT ${columns.join(', ')} FROM field_samples WHERE at >= $1 ORDER BY at, id`,
        [since],
      );
      // bigint comes back as a string.
      return rows.map((row) => rowFrom({ ...row, at: Number(row.at), value: Number(row.value) }));
    },
    close: () => pool.end(),
  };
}

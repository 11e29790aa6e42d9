import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';

import Database from 'better-sqlite3';

import { fieldRetentionMs, type FieldRow, type FieldStore } from './field-store';

const schema = `
  CREATE TABLE IF NOT EXISTS field_samples (
    at INTEGER NOT NULL,
    part TEXT NOT NULL,
    release TEXT NOT NULL,
    metric TEXT NOT NULL,
    value REAL NOT NULL,
    rating TEXT NOT NULL,
    nav TEXT NOT NULL,
    code TEXT,
    dom TEXT
  );
  CREATE INDEX IF NOT EXISTS field_samples_at ON field_samples (at);
`;

interface Row extends Omit<FieldRow, 'code' | 'dom'> {
  code: string | null;
  dom: string | null;
}

export const rowFrom = ({ code, dom, ...row }: Row): FieldRow => ({
  ...row,
  ...(code ? { code: code as FieldRow['code'] } : {}),
  ...(dom ? { dom: dom as FieldRow['dom'] } : {}),
});

/** Field figures in `field.sqlite` in the environment's folder (`:memory:` for tests). */
export function openSqliteFieldStore(dir: string | ':memory:', clock: () => number = Date.now): FieldStore {
  let file = ':memory:';
  if (dir !== ':memory:') {
    mkdirSync(dir, { recursive: true });
    file = path.join(dir, 'field.sqlite');
    closeSync(openSync(file, 'a', 0o600));
    chmodSync(file, 0o600);
  }
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec(schema);
  const insert = db.prepare(
    'INSERT INTO field_samples (at, part, release, metric, value, rating, nav, code, dom) VALUES (@at, @part, @release, @metric, @value, @rating, @nav, @code, @dom)',
  );
  const forget = db.prepare('DELETE FROM field_samples WHERE at < ?');
  const since = db.prepare<[number], Row>(
    'SELECT at, part, release, metric, value, rating, nav, code, dom FROM field_samples WHERE at >= ? ORDER BY at, rowid',
  );
  const addAll = db.transaction((rows: readonly FieldRow[]) => {
    for (const row of rows) insert.run({ code: null, dom: null, ...row });
    forget.run(clock() - fieldRetentionMs);
  });
  return {
    where: file,
    add: async (rows) => void addAll(rows),
    rowsSince: async (from) => since.all(from).map(rowFrom),
    close: async () => void db.close(),
  };
}

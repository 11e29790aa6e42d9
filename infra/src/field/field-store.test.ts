import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { throwawayPostgres } from '../quote/testing/throwaway-postgres';
import { fieldRetentionMs, type FieldStore } from './field-store';
import { overTime, summarize } from './field-summary';
import { openPostgresFieldStore } from './postgres-field-store';
import { openSqliteFieldStore } from './sqlite-field-store';
import { fieldRow } from './testing/field-row';

const day = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-11-20T12:00:00Z');
const postgres = throwawayPostgres();
const opened: FieldStore[] = [];
afterAll(() => Promise.all(opened.map((store) => store.close())));

const stores: [string, (clock: () => number) => Promise<FieldStore>][] = [
  ['SQLite', async (clock) => openSqliteFieldStore(mkdtempSync(path.join(tmpdir(), 'field-')), clock)],
  ['PostgreSQL', async (clock) => openPostgresFieldStore(await postgres.databaseUrl(), clock)],
];

describe.each(stores)('field figures in %s', (_name, open) => {
  it('are kept as taken, oldest first, and forgotten after a month', async () => {
    let clock = now;
    const store = await open(() => clock);
    opened.push(store);
    await store.add([
      fieldRow(now - 40 * day, 90),
      fieldRow(now - day, 640, { code: 'shop', dom: 'shell' }),
      fieldRow(now, 0.31, { metric: 'CLS', part: 'shell', rating: 'poor', nav: 'load' }),
    ]);
    expect(await store.rowsSince(now - 2 * day)).toEqual([
      fieldRow(now - day, 640, { code: 'shop', dom: 'shell' }),
      fieldRow(now, 0.31, { metric: 'CLS', part: 'shell', rating: 'poor', nav: 'load' }),
    ]);
    clock = now + fieldRetentionMs;
    await store.add([fieldRow(clock, 120)]);
    expect((await store.rowsSince(0)).map((kept) => kept.value)).toEqual([0.31, 120]);
  });
});

it("keeps SQLite's figures in the environment's folder, the site's user's alone", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'field-'));
  const store = openSqliteFieldStore(dir);
  opened.push(store);
  expect(store.where).toBe(path.join(dir, 'field.sqlite'));
  expect(statSync(store.where).mode & 0o777).toBe(0o600);
});

describe('field figures summed up', () => {
  const rows = [
    ...[120, 80, 640, 200].map((value, n) => fieldRow(now + n, value)),
    ...[90, 100].map((value, n) => fieldRow(now + day + n, value)),
    fieldRow(now, 1800, { metric: 'LCP', rating: 'good', release: '1.0.0-old' }),
  ];

  it('give each release p75 and the share of good, needs-improvement and poor visits', () => {
    expect(summarize(rows)).toEqual([
      {
        part: 'shop',
        release: '1.0.1-new',
        metric: 'INP',
        count: 6,
        p75: 200,
        ratings: { good: 5, 'needs-improvement': 0, poor: 1 },
      },
      {
        part: 'shop',
        release: '1.0.0-old',
        metric: 'LCP',
        count: 1,
        p75: 1800,
        ratings: { good: 1, 'needs-improvement': 0, poor: 0 },
      },
    ]);
  });

  it('give p75 per period over time', () => {
    expect(overTime(rows, day).filter((point) => point.metric === 'INP')).toEqual([
      { part: 'shop', release: '1.0.1-new', metric: 'INP', at: Math.floor(now / day) * day, p75: 200, count: 4 },
      { part: 'shop', release: '1.0.1-new', metric: 'INP', at: Math.floor(now / day) * day + day, p75: 100, count: 2 },
    ]);
  });
});

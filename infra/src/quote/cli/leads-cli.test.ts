import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import type { LeadStore } from '../store/lead';
import { openSqliteLeadStore } from '../store/sqlite-lead-store';
import { throwawayPostgres } from '../testing/throwaway-postgres';

const postgres = throwawayPostgres();
const cli = path.join(__dirname, 'leads-cli.ts');
const tsx = path.resolve(__dirname, '../../../../node_modules/.bin/tsx');

async function storeTwoLeads(store: LeadStore) {
  const fields = {
    name: 'Marcus Bell',
    email: 'marcus@bellroofing.com',
    phone: '',
    vehicleType: 'Box truck' as const,
    message: 'Two trucks.',
  };
  await store.insert({
    id: 'lead-sent',
    createdAt: Date.UTC(2026, 10, 23, 15),
    status: 'pending',
    bodyHash: 'a',
    fields,
    clientIp: '203.0.113.7',
  });
  await store.insert({
    id: 'lead-bot',
    createdAt: Date.UTC(2026, 10, 23, 16),
    status: 'spam',
    spamReason: 'honeypot',
    bodyHash: 'b',
    fields,
    clientIp: '203.0.113.8',
  });
  await store.markSent('lead-sent', Date.UTC(2026, 10, 23, 15, 1));
}

/** The CLI as a person runs it, from a folder of their choosing, with only the environment the site has too. */
const runCli = async (env: Record<string, string>, args: string[] = []) =>
  (await promisify(execFile)(tsx, [cli, ...args], { cwd: os.tmpdir(), env: { PATH: process.env.PATH, ...env } }))
    .stdout;

describe('npm run leads', () => {
  it('lists the leads of the SQLite store in DATA_DIR, whatever folder it runs from', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leads-cli-'));
    const store = openSqliteLeadStore(dataDir);
    await storeTwoLeads(store);
    await store.close();
    try {
      const out = await runCli({ DATA_DIR: dataDir }, ['--status', 'sent']);
      expect(out).toContain(
        `Leads in ${path.join(dataDir, 'leads.sqlite')}: 2 (pending 0, sent 1, failed 0, spam 1); showing sent`,
      );
      expect(out).toMatch(
        /2026-11-23 15:00:00 +sent +1 +lead-sent +Marcus Bell <marcus@bellroofing\.com> {2}Box truck/,
      );
      expect(out).not.toContain('lead-bot');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('lists the leads of the PostgreSQL store in DATABASE_URL, naming the database without its password', async () => {
    const url = await postgres.databaseUrl();
    await storeTwoLeads(await postgres.store(url));
    const out = await runCli({ DATABASE_URL: url.replace('postgres@', 'postgres:secret@') });
    expect(out).toContain(`Leads in ${url}: 2 (pending 0, sent 1, failed 0, spam 1)`);
    expect(out).not.toContain('secret');
    expect(out).toMatch(/lead-bot {2}Marcus Bell <marcus@bellroofing\.com> {2}Box truck {2}honeypot/);
  });

  it('says no leads are stored yet rather than making a new store where the site has none', async () => {
    const dataDir = path.join(os.tmpdir(), `leads-cli-none-${process.pid}`);
    expect(await runCli({ DATA_DIR: dataDir })).toContain(`No leads stored yet: ${dataDir} holds no leads.sqlite`);
  });
});

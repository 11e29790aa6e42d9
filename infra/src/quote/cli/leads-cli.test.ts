import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import type { LeadStore } from '../store/lead';
import { openSqliteLeadStore } from '../store/sqlite-lead-store';
import { testQuoteService } from '../testing/test-service';
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

  it("lists spam verdicts, and releases one on the owner's word: delivered once, a second release refused", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leads-cli-'));
    const store = openSqliteLeadStore(dataDir);
    await storeTwoLeads(store);
    await store.close();
    try {
      const spam = await runCli({ DATA_DIR: dataDir }, ['--status', 'spam']);
      expect(spam).toMatch(/spam +0 +lead-bot +Marcus Bell <marcus@bellroofing\.com> {2}Box truck {2}honeypot/);
      expect(spam).not.toContain('lead-sent');
      expect(await runCli({ DATA_DIR: dataDir }, ['--release', 'lead-bot'])).toContain(
        "Lead lead-bot is a person's after all: queued, and the running site delivers it once within seconds.",
      );
      const again = await runCli({ DATA_DIR: dataDir }, ['--release', 'lead-bot']).catch(
        (error: { code: number; stderr: string; stdout: string }) => error,
      );
      expect(again).toMatchObject({
        code: 1,
        stdout: 'No spam lead with id lead-bot (it may have been released already).\n',
      });

      const { service, sent, clock } = await testQuoteService({}, { store: openSqliteLeadStore(dataDir) });
      clock.now = Date.now() + 1_000;
      await service.outbox.deliverDue();
      await service.outbox.deliverDue();
      expect(sent.map((email) => email.leadId)).toEqual(['lead-bot']);
      expect((await service.store.list()).map((lead) => [lead.id, lead.status])).toEqual([
        ['lead-sent', 'sent'],
        ['lead-bot', 'sent'],
      ]);
      await service.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses an unknown flag, an unknown status and a stray argument in one line, changing nothing', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leads-cli-'));
    const store = openSqliteLeadStore(dataDir);
    await storeTwoLeads(store);
    await store.close();
    try {
      for (const [args, message] of [
        [['--stauts', 'spam'], /^Unknown option '--stauts'\. Usage: npm run leads /],
        [['--status', 'junk'], /^There is no status "junk": name one of pending, sent, failed, spam\n$/],
        [['lead-bot'], /^Unexpected argument 'lead-bot'\. Usage: npm run leads /],
        [['--release', 'lead-bot', '--retry', 'lead-bot'], /^Give one of --status, --retry and --release\. /],
        [['--release', 'lead-sent', '--release', 'lead-bot'], /^--release was given twice: give it once\. Usage: /],
        [['--release=lead-bot', '--release', 'lead-bot'], /^--release was given twice: give it once\. Usage: /],
      ] as const) {
        const result = await runCli({ DATA_DIR: dataDir }, [...args]).catch(
          (error: { code: number; stderr: string }) => error,
        );
        expect(result).toMatchObject({ code: 1 });
        const { stderr } = result as { stderr: string };
        expect(stderr.trimEnd().split('\n')).toHaveLength(1);
        expect(stderr).toMatch(message);
      }
      const after = openSqliteLeadStore(dataDir);
      expect((await after.list()).map((lead) => lead.status)).toEqual(['sent', 'spam']);
      await after.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("keeps the store owner-only: visitors' details and the token secret are no one else's to read", () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'leads-mode-')), 'data');
    const store = openSqliteLeadStore(dataDir);
    try {
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(statSync(path.join(dataDir, 'leads.sqlite')).mode & 0o777).toBe(0o600);
    } finally {
      void store.close();
      rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  });
});

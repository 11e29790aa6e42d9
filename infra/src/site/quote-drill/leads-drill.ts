import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

import pg from 'pg';

import { closedPort } from '../../quote/testing/closed-port';
import { startPostgres } from '../../quote/testing/postgres-server';
import { startSmtpPeer } from '../../quote/testing/smtp-peer';

/**
 * `npm run drill:leads -w infra`: three site instances (separate processes) on one throwaway
 * PostgreSQL. 3,000 valid leads are sent, spread over them, while the mail server is down; the mail
 * server comes back; one instance is killed with SIGKILL in the middle of delivering; the other two
 * finish. Prints what arrived, and fails if any accepted lead is not delivered or a repeated e-mail
 * does not carry the same Message-ID.
 */
const leadCount = 3_000;
const instanceCount = 3;
const timings = { backoff: { baseMs: 500, maxMs: 2_000 }, pollMs: 500, leaseMs: 3_000 };
const minFillMs = 500;

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Polls `check` until it holds; a drill, not a test, so it watches the database as a person would. */
async function until(what: string, check: () => Promise<boolean>, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function startInstance(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'site-instance.ts'), JSON.stringify(timings)],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening (\d+)/.exec(output)?.[1];
      // The outbox logs every retry; the drill reads on so the pipe never fills.
      if (port) resolve({ child, base: `http://127.0.0.1:${port}` });
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`A site instance stopped before serving (exit ${code}).`)));
  });
}

async function inParallel<T>(count: number, lanes: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      for (let i = next++; i < count; i = next++) results[i] = await task(i);
    }),
  );
  return results;
}

async function main() {
  const started = performance.now();
  const postgres = await startPostgres();
  const databaseUrl = await postgres.createDatabase('leads_drill');
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const smtpPort = await closedPort();
  const instances: { child: ChildProcess; base: string }[] = [];
  let peer: Awaited<ReturnType<typeof startSmtpPeer>> | undefined;
  try {
    const env = {
      DATABASE_URL: databaseUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      QUOTE_MIN_FILL_MS: String(minFillMs),
      QUOTE_RATE_LIMIT: '1000000',
    };
    instances.push(...(await Promise.all(Array.from({ length: instanceCount }, () => startInstance(env)))));
    console.info(
      `${instanceCount} site instances on one PostgreSQL (pids ${instances.map((i) => i.child.pid).join(', ')}), mail server down`,
    );

    // Each visitor's form gets its token from one instance and sends the lead through the next one.
    const sending = performance.now();
    const tokens = await inParallel(leadCount, 30, async (i) => {
      const response = await fetch(`${instances[i % instanceCount]!.base}/api/formToken`);
      return ((await response.json()) as { formToken: string }).formToken;
    });
    await new Promise((resolve) => setTimeout(resolve, minFillMs + 50));
    const answers = await inParallel(leadCount, 30, async (i) => {
      const response = await fetch(`${instances[(i + 1) % instanceCount]!.base}/api/sendEmail`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: `Drill Visitor ${i}`,
          email: `visitor${i}@example.com`,
          phone: '(773) 555-0100',
          vehicleType: 'Box truck',
          message: `Lead ${i} of the drill.`,
          formToken: tokens[i],
        }),
      });
      return { status: response.status, id: ((await response.json()) as { id?: string }).id };
    });
    const accepted = new Set(answers.filter((answer) => answer.status === 202).map((answer) => answer.id!));
    console.info(
      `${accepted.size.toLocaleString('en-US')} of ${leadCount.toLocaleString('en-US')} leads accepted (202) in ${seconds(sending)} while the mail server was down`,
    );
    const counts = async () =>
      (
        await db.query<{ status: string; n: string }>('SELECT status, count(*) AS n FROM leads GROUP BY status')
      ).rows.reduce<Record<string, number>>((all, row) => ({ ...all, [row.status]: Number(row.n) }), {});
    const before = await counts();
    const retried = Number(
      (await db.query<{ n: string }>('SELECT count(*) AS n FROM leads WHERE attempts > 0')).rows[0]!.n,
    );
    console.info(
      `stored: ${JSON.stringify(before)}; ${retried.toLocaleString('en-US')} already tried and waiting to retry`,
    );

    peer = await startSmtpPeer(smtpPort);
    const delivering = performance.now();
    console.info('mail server back');

    const victim = instances[0]!;
    const victimClaims = `%:${victim.child.pid}:%`;
    const sentBy = async (pattern: string) =>
      Number(
        (
          await db.query<{ n: string }>(
            "SELECT count(*) AS n FROM leads WHERE status = 'sent' AND claimed_by LIKE $1",
            [pattern],
          )
        ).rows[0]!.n,
      );
    await until('the first instance delivering', async () => (await sentBy(victimClaims)) >= 100);
    const held = Number(
      (
        await db.query<{ n: string }>(
          "SELECT count(*) AS n FROM leads WHERE status = 'pending' AND claimed_by LIKE $1",
          [victimClaims],
        )
      ).rows[0]!.n,
    );
    victim.child.kill('SIGKILL');
    const killedAfter = await sentBy(victimClaims);
    console.info(
      `instance ${victim.child.pid} killed with SIGKILL while delivering: it had sent ${killedAfter}; ${held} pending leads were last claimed by it`,
    );

    await until('every accepted lead sent', async () => ((await counts()).sent ?? 0) === accepted.size);
    const finished = seconds(delivering);

    const byLead = new Map<string, string[]>();
    for (const mail of peer.received) {
      const id = String(mail.headers.get('x-lead-id'));
      byLead.set(id, [...(byLead.get(id) ?? []), mail.messageId ?? '']);
    }
    const delivered = [...accepted].filter((id) => byLead.has(id)).length;
    const lost = accepted.size - delivered;
    const repeated = [...byLead.values()].filter((ids) => ids.length > 1);
    const sameMessageId = repeated.every((ids) => new Set(ids).size === 1);
    const perInstance = await Promise.all(
      instances.map(async (instance) => `${instance.child.pid}: ${await sentBy(`%:${instance.child.pid}:%`)}`),
    );

    console.info(
      `delivered ${delivered.toLocaleString('en-US')} of ${accepted.size.toLocaleString('en-US')}, lost ${lost}, in ${finished} after the mail server came back`,
    );
    console.info(`sent per instance (pid: leads): ${perInstance.join(', ')}`);
    console.info(
      `e-mails received ${peer.received.length.toLocaleString('en-US')}; leads e-mailed twice: ${repeated.length}` +
        (repeated.length ? `, each time with the same Message-ID: ${sameMessageId ? 'yes' : 'NO'}` : ''),
    );
    console.info(`drill took ${seconds(started)}`);
    if (accepted.size !== leadCount || lost > 0 || !sameMessageId) {
      console.error('Drill failed: a lead was refused or lost, or a repeated e-mail changed its Message-ID.');
      process.exitCode = 1;
    }
  } finally {
    for (const instance of instances) instance.child.kill('SIGKILL');
    await peer?.close();
    await db.end();
    postgres.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

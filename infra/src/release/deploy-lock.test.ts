import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { deploy, exclusively } from './deploy';
import { environment, expectRefusal } from './testing/deploy-environment';

describe('the deploy lock', () => {
  it('held by a running deploy: says at once who holds it and since when, then gives up in one line, changing nothing', async () => {
    const { context, state } = environment();
    const before = state();
    const lines: string[] = [];
    let release!: () => void;
    const held = exclusively(context.siteDir, () => new Promise<void>((resolve) => (release = resolve)));
    await vi.waitFor(() => expect(existsSync(path.join(context.siteDir, 'deploy.lock.json'))).toBe(true));
    const waiting = deploy({ ...context, log: (line) => lines.push(line), lockWaitMs: 600 }, 'shop', '1.0.0-shop1');
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(lines[0]).toMatch(
      new RegExp(
        `^Waiting for the deploy lock of ${context.siteDir}: process ${process.pid} \\(.*\\) has held it since \\d{4}-\\d\\d-\\d\\dT`,
      ),
    );
    await expectRefusal(
      waiting,
      new RegExp(`^Gave up after 1 s waiting for the deploy lock of ${context.siteDir}: process ${process.pid} `),
    );
    release();
    await held;
    expect(state()).toEqual(before);
    expect(existsSync(path.join(context.siteDir, 'deploy.lock'))).toBe(false);
  });

  it('left as a file by a deploy of the kind before, whose process no longer runs, does not block', async () => {
    const { context, state } = environment();
    writeFileSync(path.join(context.siteDir, 'deploy.lock'), '999999999');
    const before = state();
    await expectRefusal(deploy(context, 'shop', '1.0.0-nope'), /^There is no release 1\.0\.0-nope of shop/);
    expect(state()).toEqual(before);
    expect(existsSync(path.join(context.siteDir, 'deploy.lock'))).toBe(false);
  });

  it("is taken over from a deploy that was killed, and that deploy's half-made render is removed", async () => {
    const { context, state } = environment();
    const lock = path.join(context.siteDir, 'deploy.lock');
    mkdirSync(lock);
    const longAgo = new Date(Date.now() - 60_000);
    utimesSync(lock, longAgo, longAgo);
    writeFileSync(
      path.join(context.siteDir, 'deploy.lock.json'),
      JSON.stringify({ pid: 999_999_999, command: 'deploy shop 1.0.0-shop2', since: longAgo.toISOString() }),
    );
    const halfMade = path.join(context.siteDir, 'renders', '20261127000000000-abcdef0123');
    mkdirSync(halfMade, { recursive: true });
    writeFileSync(path.join(halfMade, 'index.html'), '<!doctype html>');
    writeFileSync(path.join(context.siteDir, 'renders', '20261127000000000-abcdef0123.job.json'), '{}');
    const before = state();
    const lines: string[] = [];
    // The stale lock does not block: the deploy goes on to its guards (and is refused there).
    await expectRefusal(
      deploy({ ...context, log: (line) => lines.push(line) }, 'shop', '1.0.0-nope'),
      /^There is no release 1\.0\.0-nope of shop/,
    );
    expect(state()).toEqual(before);
    expect(existsSync(halfMade)).toBe(false);
    expect(readdirSync(path.join(context.siteDir, 'renders'))).toEqual([]);
    expect(lines).toEqual([
      '[deploy] Removed what an interrupted deploy left: 20261127000000000-abcdef0123, 20261127000000000-abcdef0123.job.json',
    ]);
  });
});

describe('the wait for the deploy lock', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('refuses a DEPLOY_LOCK_WAIT_SECONDS that is not a number of seconds in one line, changing nothing', async () => {
    const { context, state } = environment();
    const before = state();
    vi.stubEnv('DEPLOY_LOCK_WAIT_SECONDS', 'soon');
    await expectRefusal(
      deploy(context, 'shop', '1.0.0-shop1'),
      'DEPLOY_LOCK_WAIT_SECONDS takes a whole number of seconds, not "soon"',
    );
    expect(state()).toEqual(before);
  });
});

import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { repoRoot } from '../base/repo-root';
import { defaultReleasesDir } from '../release/release-store';
import { allowedOriginsFromEnv, operationsFromEnv, siteSettingsFromEnv } from './environment';

describe('where the site runs, as the server and every operator command read it', () => {
  it('follows PORT_OFFSET and SITE_DIR', () => {
    expect(siteSettingsFromEnv({ PORT_OFFSET: '1' })).toMatchObject({
      port: 8081,
      remotePorts: { marketing: 3011, chat: 3015 },
      siteDir: path.join(repoRoot, '.site', '8081'),
    });
    expect(siteSettingsFromEnv({ PORT_OFFSET: '2', SITE_DIR: '/srv/site' }).siteDir).toBe('/srv/site');
    expect(siteSettingsFromEnv({ PORT: '9000' }).siteDir).toBe(path.join(repoRoot, '.site', '9000'));
  });

  it('takes a field report rate where many visitors share an address, and refuses one that is no whole number', () => {
    expect(operationsFromEnv({}, 8080)).toEqual({
      metricsPort: 18080,
      drainMs: 10_000,
      fieldReportsPerMinute: undefined,
    });
    expect(operationsFromEnv({ FIELD_REPORTS_PER_MINUTE: '600' }, 8080).fieldReportsPerMinute).toBe(600);
    expect(() => operationsFromEnv({ FIELD_REPORTS_PER_MINUTE: '0' }, 8080)).toThrow(
      'FIELD_REPORTS_PER_MINUTE takes a whole number from 1 to 1000000, not "0"',
    );
  });

  it('takes a relative SITE_DIR and RELEASES_DIR from the repo root, wherever the command runs (the server runs in infra/)', () => {
    const cwd = process.cwd();
    const releasesDir = process.env.RELEASES_DIR;
    try {
      process.env.RELEASES_DIR = '.releases-staging';
      for (const folder of [repoRoot, path.join(repoRoot, 'infra')]) {
        process.chdir(folder);
        expect(siteSettingsFromEnv({ SITE_DIR: '.site/staging' }).siteDir).toBe(
          path.join(repoRoot, '.site', 'staging'),
        );
        expect(defaultReleasesDir()).toBe(path.join(repoRoot, '.releases-staging'));
      }
    } finally {
      process.chdir(cwd);
      if (releasesDir === undefined) delete process.env.RELEASES_DIR;
      else process.env.RELEASES_DIR = releasesDir;
    }
  });

  it('refuses an invalid PORT_OFFSET, PORT or SITE_DIR in one line', () => {
    for (const [env, message] of [
      [{ PORT_OFFSET: 'abc' }, 'PORT_OFFSET takes a whole number from 0 to 9, not "abc"'],
      [{ PORT_OFFSET: '-1' }, 'PORT_OFFSET takes a whole number from 0 to 9, not "-1"'],
      [{ PORT_OFFSET: '12' }, 'PORT_OFFSET takes a whole number from 0 to 9, not "12"'],
      [{ PORT: '80a' }, 'PORT takes a whole number from 1 to 65535, not "80a"'],
      [{ SITE_DIR: ' ' }, 'SITE_DIR is set but empty: name the environment folder, or unset it'],
      [
        { ALLOWED_ORIGINS: 'javascript:alert(1)' },
        'ALLOWED_ORIGINS takes origins like https://pay.example.com, not "javascript:alert(1)"',
      ],
    ] as const) {
      expect(() => {
        siteSettingsFromEnv(env);
        allowedOriginsFromEnv(env);
      }).toThrow(message);
    }
  });
});

describe('the operator commands', () => {
  const run = (env: Record<string, string>, ...args: string[]) =>
    promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'infra/src/site/release-cli.ts'), ...args],
      {
        cwd: repoRoot,
        env: { PATH: process.env.PATH, ...env },
      },
    ).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
    );

  it('refuse a bad PORT_OFFSET and a negative number in one line, creating nothing', async () => {
    const nowhere = path.join(mkdtempSync(path.join(tmpdir(), 'nowhere-')), 'site');
    expect(await run({ PORT_OFFSET: 'abc' }, 'releases', 'shop')).toEqual({
      code: 1,
      stderr: 'PORT_OFFSET takes a whole number from 0 to 9, not "abc"\n',
    });
    expect(await run({ SITE_DIR: nowhere }, 'prune', 'shop', '--keep', '-1')).toEqual({
      code: 1,
      stderr: '--keep takes a whole number from 0 to 10000, not -1\n',
    });
    expect(await run({ SITE_DIR: nowhere }, 'deploy', 'shop', '1.0.0-x', '--canary', '-5')).toEqual({
      code: 1,
      stderr: '--canary takes a whole number from 1 to 99, not -5\n',
    });
    expect(existsSync(nowhere)).toBe(false);
  });

  it('refuse a flag given twice in one line, rather than keeping its last value', async () => {
    const nowhere = path.join(mkdtempSync(path.join(tmpdir(), 'nowhere-')), 'site');
    const result = await run({ SITE_DIR: nowhere }, 'deploy', 'shop', '1.0.0-x', '--canary', '5', '--canary', '50');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^--canary was given twice: give it once\. Usage: npm run deploy /);
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(existsSync(nowhere)).toBe(false);
  });
});

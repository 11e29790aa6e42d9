import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { remoteNames } from 'shared-contracts/routes/route-table';

import { SEAL_FILE, sealDigest, sealRelease } from '../base/release-seal';
import { decideCanary, deploy, DeployRefused, exclusively, promote, rollback, serveDeployed } from './deploy';
import { readDeployments, writeDeployments, writeEnvironment, type Deployments } from './deployments';
import { MANIFEST_FILE, sri } from './integrity';
import { apps, RELEASE_INFO, type App, type ReleaseInfo } from './release-store';
import { createReleaseWatch } from './release-watch';
import { environmentOfItsOwn } from './testing/environment-of-its-own';
import { addRelease, provides } from './testing/stored-release';

/** An environment with every app deployed at `<app>-1`, and what its state files hold. */
function environment() {
  const store = mkdtempSync(path.join(tmpdir(), 'store-'));
  const siteDir = environmentOfItsOwn();
  for (const app of apps) addRelease(store, app, `1.0.0-${app}1`);
  const deployed = Object.fromEntries(apps.map((app) => [app, `1.0.0-${app}1`])) as Record<App, string>;
  const deployments: Deployments = {
    deployed,
    history: Object.fromEntries(apps.map((app) => [app, [deployed[app]]])) as Record<App, string[]>,
  };
  writeEnvironment(siteDir, {
    siteOrigin: 'https://www.wraplabchicago.test',
    allowedOrigins: ['https://*.squarecdn.com'],
    releaseOrigins: Object.fromEntries(remoteNames.map((name, i) => [name, `http://localhost:${3901 + i}`])) as never,
  });
  writeDeployments(siteDir, deployments);
  writeFileSync(path.join(siteDir, 'current.json'), JSON.stringify({ render: 'render-1' }));
  const state = () => [
    ...['deployments.json', 'current.json', 'environment.json'].map((file) =>
      readFileSync(path.join(siteDir, file), 'utf8'),
    ),
    // The live releases' files are not touched either.
    ...apps.map((app) => readFileSync(path.join(store, app, deployed[app], MANIFEST_FILE), 'utf8')),
  ];
  return { store, context: { store, siteDir }, state };
}

async function expectRefusal(run: Promise<unknown>, message: string | RegExp) {
  const error = await run.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(DeployRefused);
  expect((error as Error).message).toMatch(message);
  expect((error as Error).message).not.toContain('\n');
}

describe('deploy refuses, changing nothing', () => {
  it('a release id that does not exist', async () => {
    const { context, state } = environment();
    const before = state();
    await expectRefusal(deploy(context, 'shop', '1.0.0-nope'), /^There is no release 1\.0\.0-nope of shop in /);
    expect(state()).toEqual(before);
  });

  it("another remote's release", async () => {
    const { context, state } = environment();
    const before = state();
    await expectRefusal(deploy(context, 'shop', '1.0.0-member1'), '1.0.0-member1 is a release of member, not of shop');
    expect(state()).toEqual(before);
  });

  it('a release whose shared singleton the deployed shell cannot satisfy', async () => {
    const { store, context, state } = environment();
    addRelease(store, 'shop', '2.0.0-react20', { requires: { react: '^20.0.0' } });
    const before = state();
    await expectRefusal(
      deploy(context, 'shop', '2.0.0-react20'),
      'Refused: shop 2.0.0-react20 needs react ^20.0.0; shell 1.0.0-shell1 provides 19.3.1',
    );
    expect(state()).toEqual(before);
  });

  it('a release built against incompatible contracts', async () => {
    const { store, context, state } = environment();
    addRelease(store, 'shop', '1.1.0-contracts2', { contractsVersion: '2.0.0' });
    const before = state();
    await expectRefusal(
      deploy(context, 'shop', '1.1.0-contracts2'),
      'Refused: shop 1.1.0-contracts2 was built against shared-contracts 2.0.0; shell 1.0.0-shell1 has 1.0.0',
    );
    expect(state()).toEqual(before);
  });

  it('a remote release that recorded no integrity hashes', async () => {
    const { store, context, state } = environment();
    addRelease(store, 'shop', '1.0.0-unhashed', { integrity: undefined });
    const before = state();
    await expectRefusal(
      deploy(context, 'shop', '1.0.0-unhashed'),
      'Refused: shop 1.0.0-unhashed has no integrity record (it was stored before releases recorded their hashes); release it again',
    );
    expect(state()).toEqual(before);
  });

  it('a shell that a deployed remote cannot run under', async () => {
    const { store, context, state } = environment();
    addRelease(store, 'shell', '2.0.0-react18', { provides: { ...provides, react: '18.3.1' } });
    const before = state();
    await expectRefusal(
      deploy(context, 'shell', '2.0.0-react18'),
      /^Refused: marketing 1\.0\.0-marketing1 needs react \^19\.2\.0; shell 2\.0\.0-react18 provides 18\.3\.1$/,
    );
    expect(state()).toEqual(before);
  });

  it('a release whose manifest is not the one its release record hashed', async () => {
    const { store, context, state } = environment();
    addRelease(store, 'shop', '1.0.1-edited');
    const manifest = path.join(store, 'shop', '1.0.1-edited', MANIFEST_FILE);
    writeFileSync(manifest, readFileSync(manifest, 'utf8').replace('"shop"', '"shop2"'));
    const before = state();
    await expectRefusal(
      deploy(context, 'shop', '1.0.1-edited'),
      'Refused: shop 1.0.1-edited: mf-manifest.json changed after the release was stored',
    );
    expect(state()).toEqual(before);
  });

  it('a release with a wrong manifest hash in its record', async () => {
    const { store, context, state } = environment();
    addRelease(store, 'shop', '1.0.1-wronghash', { integrity: sri('something else') });
    const before = state();
    await expectRefusal(
      deploy(context, 'shop', '1.0.1-wronghash'),
      'Refused: shop 1.0.1-wronghash: mf-manifest.json does not match the hash its release recorded',
    );
    expect(state()).toEqual(before);
  });

  it('a release one of whose files changed after it was stored', async () => {
    const { store, context, state } = environment();
    addRelease(store, 'shop', '1.0.1-tampered');
    writeFileSync(path.join(store, 'shop', '1.0.1-tampered', 'remoteEntry.js'), 'alert(1)');
    const before = state();
    await expectRefusal(
      deploy(context, 'shop', '1.0.1-tampered'),
      'Refused: shop 1.0.1-tampered: remoteEntry.js changed after the release was stored',
    );
    expect(state()).toEqual(before);
  });

  it('a deployed remote whose file changed meanwhile, on the deploy of another app', async () => {
    const { store, context, state } = environment();
    addRelease(store, 'member', '1.0.1-member2');
    writeFileSync(path.join(store, 'chat', '1.0.0-chat1', 'remoteEntry.js'), 'alert(1)');
    const before = state();
    await expectRefusal(
      deploy(context, 'member', '1.0.1-member2'),
      'Refused: chat 1.0.0-chat1: remoteEntry.js changed after the release was stored',
    );
    expect(state()).toEqual(before);
  });

  it('an environment that is not there, creating no folder', async () => {
    const { store } = environment();
    const siteDir = path.join(mkdtempSync(path.join(tmpdir(), 'nowhere-')), 'site');
    await expectRefusal(
      deploy({ store, siteDir }, 'shop', '1.0.0-shop1'),
      `No environment at ${siteDir}: start the site there first (npm start), or set SITE_DIR to one`,
    );
    await expectRefusal(rollback({ store, siteDir }, 'shop'), /^No environment at /);
    await expectRefusal(promote({ store, siteDir }, 'shop'), /^No environment at /);
    expect(existsSync(siteDir)).toBe(false);
  });

  it('a second canary while another app has one live', async () => {
    const { store, context, state } = environment();
    const deployments = readDeployments(context.siteDir)!;
    addRelease(store, 'shop', '1.0.1-shop2');
    addRelease(store, 'member', '1.0.1-member2');
    writeDeployments(context.siteDir, {
      ...deployments,
      canary: { app: 'shop', id: '1.0.1-shop2', percent: 10, startedAt: new Date(0).toISOString() },
    });
    const before = state();
    await expectRefusal(
      deploy(context, 'member', '1.0.1-member2', { percent: 10 }),
      "shop's canary 1.0.1-shop2 is live: promote or roll it back first",
    );
    expect(state()).toEqual(before);
  });

  it('a canary of the release already deployed', async () => {
    const { context, state } = environment();
    const before = state();
    await expectRefusal(
      deploy(context, 'shop', '1.0.0-shop1', { percent: 10 }),
      '1.0.0-shop1 is already deployed for every visitor of shop',
    );
    expect(state()).toEqual(before);
  });

  it('a promotion without a canary', async () => {
    const { context, state } = environment();
    const before = state();
    await expectRefusal(promote(context, 'shop'), 'shop has no canary to promote');
    expect(state()).toEqual(before);
  });

  it('a rollback with nothing to go back to', async () => {
    const { context, state } = environment();
    const before = state();
    await expectRefusal(rollback(context, 'chat'), 'chat has no earlier release to roll back to');
    expect(state()).toEqual(before);
  });
});

describe('the seal over every file of a release', () => {
  it('refuses a release whose Node build was edited after it was stored', async () => {
    const { store, context, state } = environment();
    addRelease(store, 'shop', '1.0.1-node', {}, { 'server/render.js': 'export const text = "Orders ship free."' });
    writeFileSync(path.join(store, 'shop', '1.0.1-node', 'server', 'render.js'), 'export const text = "Edited"');
    const before = state();
    await expectRefusal(
      deploy(context, 'shop', '1.0.1-node'),
      'Refused: shop 1.0.1-node: server/render.js changed after the release was stored',
    );
    expect(state()).toEqual(before);
  });

  it('refuses a release whose record was edited (an origin added to its needs)', async () => {
    const { store, context, state } = environment();
    addRelease(store, 'shop', '1.0.1-record');
    const record = path.join(store, 'shop', '1.0.1-record', RELEASE_INFO);
    const info = JSON.parse(readFileSync(record, 'utf8')) as ReleaseInfo;
    writeFileSync(record, JSON.stringify({ ...info, needs: { origins: ['https://evil.example'] } }));
    const before = state();
    await expectRefusal(
      deploy(context, 'shop', '1.0.1-record', { percent: 10 }),
      'Refused: shop 1.0.1-record: release.json changed after the release was stored',
    );
    expect(state()).toEqual(before);
  });

  it('refuses a file added to a release, and a release without a seal', async () => {
    const { store, context, state } = environment();
    addRelease(store, 'shop', '1.0.1-added');
    writeFileSync(path.join(store, 'shop', '1.0.1-added', 'extra.js'), 'alert(1)');
    addRelease(store, 'shop', '1.0.1-unsealed');
    rmSync(path.join(store, 'shop', '1.0.1-unsealed', SEAL_FILE));
    const before = state();
    await expectRefusal(
      deploy(context, 'shop', '1.0.1-added'),
      'Refused: shop 1.0.1-added: extra.js was added after the release was stored',
    );
    await expectRefusal(
      deploy(context, 'shop', '1.0.1-unsealed'),
      'Refused: shop 1.0.1-unsealed: has no seal (it was stored before releases were sealed); release it again',
    );
    expect(state()).toEqual(before);
  });

  it('refuses a release holding a symbolic link or a named pipe, whatever it points at, in one line', async () => {
    const { store, context, state } = environment();
    const outside = mkdtempSync(path.join(tmpdir(), 'outside-'));
    writeFileSync(path.join(outside, 'remoteEntry.js'), '/* shop 1.0.1-samebytes */');
    const links = {
      '1.0.1-samebytes': () => path.join(outside, 'remoteEntry.js'),
      '1.0.1-folder': () => outside,
      '1.0.1-nowhere': () => path.join(outside, 'gone.js'),
    };
    for (const [id, target] of Object.entries(links)) {
      addRelease(store, 'shop', id);
      const file = path.join(store, 'shop', id, 'remoteEntry.js');
      rmSync(file);
      symlinkSync(target(), file);
    }
    addRelease(store, 'shop', '1.0.1-pipe');
    execFileSync('mkfifo', [path.join(store, 'shop', '1.0.1-pipe', 'chunk.js')]);
    const before = state();
    for (const id of [...Object.keys(links), '1.0.1-pipe'])
      await expectRefusal(
        deploy(context, 'shop', id),
        `Refused: shop ${id}: ${id === '1.0.1-pipe' ? 'chunk.js' : 'remoteEntry.js'} is not a file (a symbolic link or the like); a release holds only files and folders`,
      );
    expect(state()).toEqual(before);
  });

  it('refuses a seal file that is not a seal in one line', async () => {
    const { store, context, state } = environment();
    addRelease(store, 'shop', '1.0.1-nullseal');
    writeFileSync(path.join(store, 'shop', '1.0.1-nullseal', SEAL_FILE), 'null');
    const before = state();
    await expectRefusal(
      deploy(context, 'shop', '1.0.1-nullseal'),
      'Refused: shop 1.0.1-nullseal: release.seal is not a seal',
    );
    expect(state()).toEqual(before);
  });

  it("refuses a sealed release needing an origin the environment's configuration does not allow", async () => {
    const { store, context, state } = environment();
    addRelease(store, 'shop', '1.0.1-foreign', {
      needs: { origins: ['https://*.squarecdn.com', 'https://evil.example'] },
    });
    const before = state();
    await expectRefusal(
      deploy(context, 'shop', '1.0.1-foreign'),
      'Refused: shop 1.0.1-foreign needs https://evil.example, which this environment does not allow (allowedOrigins in its environment.json: https://*.squarecdn.com)',
    );
    expect(state()).toEqual(before);
  });

  it('is checked again by promote and rollback: an edited canary is not promoted, an edited earlier release not rolled back to', async () => {
    const { store, context, state } = environment();
    addRelease(store, 'shop', '1.0.1-shop2', {}, { 'server/render.js': 'one' });
    addRelease(store, 'member', '1.0.1-member2');
    const deployments = readDeployments(context.siteDir)!;
    writeDeployments(context.siteDir, {
      deployed: { ...deployments.deployed, member: '1.0.1-member2' },
      history: { ...deployments.history, member: ['1.0.0-member1', '1.0.1-member2'] },
      canary: { app: 'shop', id: '1.0.1-shop2', percent: 50, startedAt: new Date(0).toISOString() },
    });
    for (const render of ['render-1', 'render-2']) {
      mkdirSync(path.join(context.siteDir, 'renders', render), { recursive: true });
      writeFileSync(path.join(context.siteDir, 'renders', render, 'render.json'), '{}');
    }
    writeFileSync(
      path.join(context.siteDir, 'current.json'),
      JSON.stringify({ render: 'render-1', canary: { app: 'shop', percent: 50, render: 'render-2' } }),
    );
    writeFileSync(path.join(store, 'shop', '1.0.1-shop2', 'server', 'render.js'), 'two');
    const record = path.join(store, 'member', '1.0.0-member1', RELEASE_INFO);
    writeFileSync(record, readFileSync(record, 'utf8').replace('"1.0.0"', '"1.0.9"'));
    const before = state();
    await expectRefusal(
      promote(context, 'shop'),
      'Refused: shop 1.0.1-shop2: server/render.js changed after the release was stored',
    );
    await expectRefusal(
      rollback(context, 'member'),
      'Refused: member 1.0.0-member1: release.json changed after the release was stored',
    );
    expect(state()).toEqual(before);
  });
});

describe('the seal a release had when it went live here', () => {
  it('is kept with the deployments, and a release sealed again after it is refused on rollback, changing nothing', async () => {
    const { store, context, state } = environment();
    addRelease(store, 'shop', '1.0.1-shop2');
    // shop1 is live, so its seal is pinned; someone edits it in the store and reseals it.
    const deployments = readDeployments(context.siteDir)!;
    writeDeployments(context.siteDir, {
      deployed: { ...deployments.deployed, shop: '1.0.1-shop2' },
      history: { ...deployments.history, shop: ['1.0.0-shop1', '1.0.1-shop2'] },
      seals: { 'shop/1.0.0-shop1': sealDigest(path.join(store, 'shop', '1.0.0-shop1'))! },
    });
    writeFileSync(path.join(store, 'shop', '1.0.0-shop1', 'extra.js'), 'alert(1)');
    sealRelease(path.join(store, 'shop', '1.0.0-shop1'));
    const before = state();
    await expectRefusal(
      rollback(context, 'shop'),
      'Refused: shop 1.0.0-shop1: it was sealed again after it went live here',
    );
    expect(state()).toEqual(before);
  });
});

describe('a restart', () => {
  /** The live render of the environment's set, as its deploy left it: its manifest names each release. */
  function renderedAs(siteDir: string, set: Record<App, string>) {
    const dir = path.join(siteDir, 'renders', 'render-1');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, 'render.json'),
      JSON.stringify({
        manifest: {
          remotes: Object.fromEntries(
            remoteNames.map((name) => [name, `http://localhost:1/${set[name]}/mf-manifest.json`]),
          ),
        },
        serve: { shellDir: `/store/shell/${set.shell}` },
      }),
    );
  }

  it('after a rollback serves the rolled-back release, as deployments.json names it, changing nothing', async () => {
    const { store, context, state } = environment();
    addRelease(store, 'shop', '1.0.1-shop2');
    const deployments = readDeployments(context.siteDir)!;
    // shop was deployed at shop2, then rolled back: deployed shop1, shop2 kept in the store.
    writeDeployments(context.siteDir, deployments);
    renderedAs(context.siteDir, deployments.deployed);
    const config = JSON.parse(readFileSync(path.join(context.siteDir, 'environment.json'), 'utf8')) as never;
    const before = state();
    const served = await serveDeployed(context, config);
    expect(served).toEqual(deployments);
    expect(served.deployed.shop).toBe('1.0.0-shop1');
    expect(state()).toEqual(before);
  });

  it('refuses to serve a deployed release whose seal is broken, and with nothing deployed, changing nothing', async () => {
    const { store, context, state } = environment();
    renderedAs(context.siteDir, readDeployments(context.siteDir)!.deployed);
    writeFileSync(path.join(store, 'shop', '1.0.0-shop1', 'remoteEntry.js'), 'alert(1)');
    const config = JSON.parse(readFileSync(path.join(context.siteDir, 'environment.json'), 'utf8')) as never;
    const before = state();
    await expectRefusal(
      serveDeployed(context, config),
      'Refused: shop 1.0.0-shop1: remoteEntry.js changed after the release was stored',
    );
    expect(state()).toEqual(before);
    rmSync(path.join(context.siteDir, 'deployments.json'));
    await expectRefusal(serveDeployed(context, config), /^Nothing is deployed in .* yet: start the site there first/);
  });
});

describe("the environment's state files edited by hand", () => {
  it.each([
    ['deployments.json', '{"deployed": {"shop": ', /deployments\.json is not valid JSON \(.+\): restore it$/],
    ['deployments.json', 'null', /deployments\.json does not say what is deployed: restore it$/],
    ['deployments.json', '{"deployed": "shop"}', /deployments\.json does not say what is deployed: restore it$/],
    ['environment.json', '{"siteOrigin": ', /environment\.json is not valid JSON \(.+\): restore it$/],
    [
      'environment.json',
      '[]',
      /environment\.json is not an environment: restore it, or start the site again to write it$/,
    ],
  ])(
    '%s holding %s: deploy, rollback, promote and a restart refuse in one line, changing nothing',
    async (file, text, message) => {
      const { store, context, state } = environment();
      const config = JSON.parse(readFileSync(path.join(context.siteDir, 'environment.json'), 'utf8')) as never;
      writeFileSync(path.join(context.siteDir, file), text);
      try {
        const before = state();
        await expectRefusal(deploy(context, 'shop', '1.0.0-shop1'), message);
        await expectRefusal(rollback(context, 'shop'), message);
        await expectRefusal(promote(context, 'shop'), message);
        if (file === 'deployments.json') await expectRefusal(serveDeployed(context, config), message);
        expect(state()).toEqual(before);
      } finally {
        // Not left beside other environments: `prune` refuses while one it cannot read is there.
        for (const dir of [context.siteDir, store]) rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

describe('settings from the environment', () => {
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

  it('refuses to count on canary evidence or counts it cannot read, naming the file in one line', () => {
    for (const file of ['canary-evidence.json', 'release-stats.json']) {
      const { store, context } = environment();
      writeFileSync(path.join(context.siteDir, file), '{"shop": ');
      try {
        expect(() => createReleaseWatch({ context })).toThrow(
          new RegExp(
            `^${path.join(context.siteDir, file).replace(/[.]/g, '\\.')} is not valid JSON \\(.+\\): restore it$`,
          ),
        );
      } finally {
        for (const dir of [context.siteDir, store]) rmSync(dir, { recursive: true, force: true });
      }
    }
  });

  it('refuses a CANARY_VISITORS_PER_NETWORK that is not a whole number from 1 in one line', () => {
    const { context } = environment();
    for (const value of ['0', 'two', '-1', '2.5']) {
      vi.stubEnv('CANARY_VISITORS_PER_NETWORK', value);
      expect(() => createReleaseWatch({ context })).toThrow(
        `CANARY_VISITORS_PER_NETWORK takes a whole number from 1, not "${value}"`,
      );
    }
  });
});

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

describe('a live canary', () => {
  /** An environment whose shop has a canary live: its renders (the deployed set's and the canary's) already on disk. */
  function withCanary() {
    const env = environment();
    const { store, context } = env;
    addRelease(store, 'shop', '1.0.1-shop2');
    const deployments = readDeployments(context.siteDir)!;
    writeDeployments(context.siteDir, {
      ...deployments,
      canary: { app: 'shop', id: '1.0.1-shop2', percent: 50, startedAt: new Date(0).toISOString() },
    });
    for (const render of ['render-1', 'render-2']) {
      mkdirSync(path.join(context.siteDir, 'renders', render), { recursive: true });
      writeFileSync(path.join(context.siteDir, 'renders', render, 'render.json'), '{}');
    }
    writeFileSync(
      path.join(context.siteDir, 'current.json'),
      JSON.stringify({ render: 'render-1', canary: { app: 'shop', percent: 50, render: 'render-2' } }),
    );
    const current = () => JSON.parse(readFileSync(path.join(context.siteDir, 'current.json'), 'utf8')) as unknown;
    return { ...env, current };
  }

  it('is promoted by serving its render to everyone: the deployed release, with the earlier one as the rollback step', async () => {
    const { context, current } = withCanary();
    const next = await promote(context, 'shop');
    expect(next.deployed.shop).toBe('1.0.1-shop2');
    expect(next.history.shop).toEqual(['1.0.0-shop1', '1.0.1-shop2']);
    expect(next.canary).toBeUndefined();
    expect(readDeployments(context.siteDir)).toEqual(next);
    expect(current()).toEqual({ render: 'render-2' });
  });

  it('is left alone by an automatic decision made on another canary of its app', async () => {
    const { context, current } = withCanary();
    const before = readDeployments(context.siteDir);
    expect(await decideCanary(context, 'shop', '1.0.1-earlier', 'rollback')).toBe(false);
    expect(readDeployments(context.siteDir)).toEqual(before);
    expect(current()).toEqual({ render: 'render-1', canary: { app: 'shop', percent: 50, render: 'render-2' } });
    expect(await decideCanary(context, 'shop', '1.0.1-shop2', 'rollback')).toBe(true);
    expect(current()).toEqual({ render: 'render-1' });
  });

  it('is ended by a rollback: everyone back on the deployed set, its history untouched', async () => {
    const { context, current } = withCanary();
    const before = readDeployments(context.siteDir)!;
    const next = await rollback(context, 'shop');
    expect(next).toMatchObject({ deployed: before.deployed, history: before.history });
    expect(next.canary).toBeUndefined();
    // The ended canary is no longer named, so its seal is no longer kept.
    expect(Object.keys(next.seals!)).not.toContain('shop/1.0.1-shop2');
    expect(readDeployments(context.siteDir)).toEqual(next);
    expect(current()).toEqual({ render: 'render-1' });
  });
});

describe('an automatic decision', () => {
  it('is not taken on a canary that is no longer the live one', async () => {
    const { store, context, state } = environment();
    addRelease(store, 'shop', '1.0.1-shop2');
    const before = state();
    expect(await decideCanary(context, 'shop', '1.0.1-shop2', 'rollback')).toBe(false);
    expect(await decideCanary(context, 'shop', '1.0.1-shop2', 'promote')).toBe(false);
    expect(state()).toEqual(before);
  });
});

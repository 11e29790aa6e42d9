import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { remoteNames } from 'shared-contracts/routes/route-table';

import { decideCanary, deploy, promote, rollback, serveDeployed } from './deploy';
import { readDeployments, writeDeployments } from './deployments';
import type { App } from './release-store';
import { createReleaseWatch } from './release-watch';
import { environment, expectRefusal } from './testing/deploy-environment';
import { addRelease } from './testing/stored-release';

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

import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remoteNames } from 'shared-contracts/routes/route-table';
import { DeployRefused, deploy, rollback } from './deploy';
import { writeDeployments, writeEnvironment, type Deployments } from './deployments';
import { RELEASE_INFO, apps, type App, type ReleaseInfo } from './release-store';

const provides = { react: '19.3.1', 'react-dom': '19.3.1', 'styled-components': '6.6.0' };

function addRelease(store: string, app: App, id: string, changes: Partial<ReleaseInfo> = {}) {
  const info: ReleaseInfo = {
    app,
    id,
    version: '1.0.0',
    contractsVersion: '1.0.0',
    requires: { react: '^19.2.0' },
    provides,
    integrity: `sha384-${app}${id}`,
    createdAt: new Date().toISOString(),
    ...changes,
  };
  mkdirSync(path.join(store, app, id), { recursive: true });
  writeFileSync(path.join(store, app, id, RELEASE_INFO), JSON.stringify(info));
}

/** An environment with every app deployed at `<app>-1`, and what its state files hold. */
function environment() {
  const store = mkdtempSync(path.join(tmpdir(), 'store-'));
  const siteDir = mkdtempSync(path.join(tmpdir(), 'site-'));
  for (const app of apps) addRelease(store, app, `1.0.0-${app}1`);
  const deployed = Object.fromEntries(apps.map((app) => [app, `1.0.0-${app}1`])) as Record<App, string>;
  const deployments: Deployments = { deployed, history: Object.fromEntries(apps.map((app) => [app, [deployed[app]]])) as Record<App, string[]> };
  writeEnvironment(siteDir, {
    siteOrigin: 'https://www.wraplabchicago.test',
    releaseOrigins: Object.fromEntries(remoteNames.map((name, i) => [name, `http://localhost:${3901 + i}`])) as never,
  });
  writeDeployments(siteDir, deployments);
  writeFileSync(path.join(siteDir, 'current.json'), JSON.stringify({ render: 'render-1' }));
  const state = () => ['deployments.json', 'current.json', 'environment.json'].map((file) => readFileSync(path.join(siteDir, file), 'utf8'));
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
    await expectRefusal(deploy(context, 'shop', '2.0.0-react20'), 'Refused: shop 2.0.0-react20 needs react ^20.0.0; shell 1.0.0-shell1 provides 19.3.1');
    expect(state()).toEqual(before);
  });

  it('a release built against incompatible contracts', async () => {
    const { store, context, state } = environment();
    addRelease(store, 'shop', '1.1.0-contracts2', { contractsVersion: '2.0.0' });
    const before = state();
    await expectRefusal(deploy(context, 'shop', '1.1.0-contracts2'), 'Refused: shop 1.1.0-contracts2 was built against shared-contracts 2.0.0; shell 1.0.0-shell1 has 1.0.0');
    expect(state()).toEqual(before);
  });

  it('a remote release that recorded no integrity hashes', async () => {
    const { store, context, state } = environment();
    addRelease(store, 'shop', '1.0.0-unhashed', { integrity: undefined });
    const before = state();
    await expectRefusal(deploy(context, 'shop', '1.0.0-unhashed'), 'Refused: shop 1.0.0-unhashed has no integrity record (it was stored before releases recorded their hashes); release it again');
    expect(state()).toEqual(before);
  });

  it('a shell that a deployed remote cannot run under', async () => {
    const { store, context, state } = environment();
    addRelease(store, 'shell', '2.0.0-react18', { provides: { ...provides, react: '18.3.1' } });
    const before = state();
    await expectRefusal(deploy(context, 'shell', '2.0.0-react18'), /^Refused: marketing 1\.0\.0-marketing1 needs react \^19\.2\.0; shell 2\.0\.0-react18 provides 18\.3\.1$/);
    expect(state()).toEqual(before);
  });

  it('a rollback with nothing to go back to', async () => {
    const { context, state } = environment();
    const before = state();
    await expectRefusal(rollback(context, 'chat'), 'chat has no earlier release to roll back to');
    expect(state()).toEqual(before);
  });
});

describe('the deploy lock', () => {
  it('is taken over from a deploy that no longer runs', async () => {
    const { context, state } = environment();
    writeFileSync(path.join(context.siteDir, 'deploy.lock'), '999999999');
    const before = state();
    // The stale lock does not block: the deploy goes on to its guards (and is refused there).
    await expectRefusal(deploy(context, 'shop', '1.0.0-nope'), /^There is no release 1\.0\.0-nope of shop/);
    expect(state()).toEqual(before);
  });
});

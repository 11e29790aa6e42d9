import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { SEAL_FILE, sealDigest, sealRelease } from '../base/release-seal';
import { deploy, promote, rollback } from './deploy';
import { readDeployments, writeDeployments } from './deployments';
import { MANIFEST_FILE, sri } from './integrity';
import { RELEASE_INFO, type ReleaseInfo } from './release-store';
import { environment, expectRefusal } from './testing/deploy-environment';
import { addRelease, provides } from './testing/stored-release';

describe('the set about to go live is refused, changing nothing', () => {
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

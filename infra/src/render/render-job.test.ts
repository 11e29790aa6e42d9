import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sealRelease } from '../base/release-seal';
import { runRenderJob, type RenderJob } from './render-job';

describe('the render job', () => {
  it('refuses to load a release whose files changed since it was sealed, before it renders anything', async () => {
    const release = mkdtempSync(path.join(tmpdir(), 'shop-release-'));
    writeFileSync(path.join(release, 'remoteEntry.js'), 'var shop;');
    sealRelease(release);
    writeFileSync(path.join(release, 'remoteEntry.js'), 'var shop; alert(1);');
    const outDir = mkdtempSync(path.join(tmpdir(), 'render-'));
    const job = {
      manifest: { siteOrigin: 'https://www.wraplabchicago.test', remotes: {}, integrity: {} },
      shell: 'http://127.0.0.1:1',
      outDir,
      previewCacheDir: outDir,
      serve: { shellDir: release, scriptOrigins: [], releaseDirs: { shop: release } },
    } as unknown as RenderJob;
    await expect(runRenderJob(job)).rejects.toThrow(
      `Refused to render shop ${path.basename(release)}: remoteEntry.js changed after the release was stored`,
    );
    expect(readdirSync(outDir)).toEqual([]);
  });
});

import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { remoteNames } from 'shared-contracts/routes/route-table';

import { environmentOfItsOwn } from '../release/testing/environment-of-its-own';
import type { RenderSummary } from '../render/render-job';
import { currentRender, publishRender, rendersDir } from '../render/site-renders';
import { createGateway } from './gateway';

/** A finished render on disk, as the render job leaves it, for a manifest naming shop release `shopId`. */
function writeRender(siteDir: string, id: string, shopId: string) {
  const dir = path.join(rendersDir(siteDir), id);
  mkdirSync(dir, { recursive: true });
  const manifest = {
    siteOrigin: 'https://www.wraplabchicago.test',
    remotes: Object.fromEntries(
      remoteNames.map((name) => [
        name,
        `http://localhost:3903/${name === 'shop' ? shopId : `${name}-1`}/mf-manifest.json`,
      ]),
    ),
  } as RenderSummary['manifest'];
  const summary: RenderSummary = {
    renderedAt: new Date().toISOString(),
    manifest,
    serve: { shellDir: dir, scriptOrigins: [] },
    pages: {},
    notFound: '404.html',
    failures: [],
    bytes: 0,
    seconds: 0,
  };
  writeFileSync(path.join(dir, '404.html'), '<h1>Page not found</h1>');
  writeFileSync(path.join(dir, 'render.json'), JSON.stringify(summary));
  return JSON.stringify(manifest);
}

describe('switching renders under load', () => {
  it('serves the old or the new manifest to every request during 20 deploys, never a broken one', async () => {
    const siteDir = environmentOfItsOwn();
    const manifests = [writeRender(siteDir, 'render-a', 'shop-a'), writeRender(siteDir, 'render-b', 'shop-b')];
    publishRender(siteDir, 'render-a');
    const gateway = createGateway({ origin: 'http://localhost:8080', currentRender: currentRender(siteDir) });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/remotes.json`;
    const seen = new Map<string, number>();
    let deploying = true;
    const reader = async () => {
      while (deploying) {
        const response = await fetch(url);
        const body = await response.text();
        expect(response.status).toBe(200);
        expect(manifests).toContain(JSON.stringify(JSON.parse(body)));
        seen.set(body, (seen.get(body) ?? 0) + 1);
      }
    };
    const readers = Array.from({ length: 200 }, reader);
    for (let deployNumber = 1; deployNumber <= 20; deployNumber++) {
      await new Promise((resolve) => setTimeout(resolve, 15));
      publishRender(siteDir, deployNumber % 2 ? 'render-b' : 'render-a');
    }
    await new Promise((resolve) => setTimeout(resolve, 15));
    deploying = false;
    await Promise.all(readers);
    await new Promise((resolve) => gateway.close(resolve));
    const total = [...seen.values()].reduce((sum, count) => sum + count, 0);
    console.info(`20 deploys under load: ${total} reads of /remotes.json, ${seen.size} distinct bodies, all valid`);
    expect(seen.size).toBe(2);
    expect(total).toBeGreaterThanOrEqual(200);
  });
});

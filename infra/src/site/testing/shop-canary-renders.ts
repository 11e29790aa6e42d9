import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { remoteNames } from 'shared-contracts/routes/route-table';

import type { RenderSummary } from '../../render/render-job';

/** The shop's release every visitor runs, and the canary half of them get. */
export const OLD = '1.0.0-old';
export const NEW = '1.0.1-new';

/** The manifest a render embeds when the shop runs `shop` and every other remote `1.0.0-same`. */
const manifestOf = (shop: string) =>
  ({
    siteOrigin: 'https://www.wraplabchicago.test',
    remotes: Object.fromEntries(
      remoteNames.map((name, i) => [
        name,
        `http://localhost:${3001 + i}/${name === 'shop' ? shop : '1.0.0-same'}/mf-manifest.json`,
      ]),
    ),
    integrity: Object.fromEntries(remoteNames.map((name) => [name, `sha384-${name}`])),
  }) as RenderSummary['manifest'];

/**
 * Writes the two renders a shop canary leaves in `siteDir` (stable with the shop on OLD, canary on
 * NEW, each with /shop and a not-found page) and the `current.json` serving them 50/50; returns the
 * render folders.
 */
export function writeShopCanaryRenders(
  siteDir: string,
  options: { shellDir: string; shopPage: (shop: string) => string; notFoundPage: string },
): string[] {
  const dirs = (
    [
      ['stable', OLD],
      ['canary', NEW],
    ] as const
  ).map(([render, shop]) => {
    const dir = path.join(siteDir, 'renders', render);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'shop.html'), options.shopPage(shop));
    writeFileSync(path.join(dir, '404.html'), options.notFoundPage);
    const summary: RenderSummary = {
      renderedAt: '',
      manifest: manifestOf(shop),
      serve: { shellDir: options.shellDir, scriptOrigins: [] },
      pages: { '/shop': 'shop.html' },
      notFound: '404.html',
      failures: [],
      bytes: 0,
      seconds: 0,
    };
    writeFileSync(path.join(dir, 'render.json'), JSON.stringify(summary));
    return dir;
  });
  writeFileSync(
    path.join(siteDir, 'current.json'),
    JSON.stringify({ render: 'stable', canary: { app: 'shop', percent: 50, render: 'canary' } }),
  );
  return dirs;
}

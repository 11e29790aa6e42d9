import { remoteNames } from 'shared-contracts/routes/route-table';

import type { RenderSummary } from '../../render/render-job';

/** The shop's release every visitor runs, and the canary half of them get. */
export const OLD = '1.0.0-old';
export const NEW = '1.0.1-new';

/** The manifest a render embeds when the shop runs `shop` and every other remote `1.0.0-same`. */
export const manifestOf = (shop: string) =>
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

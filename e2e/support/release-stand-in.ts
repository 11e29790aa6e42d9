import type { Page } from '@playwright/test';
import { sri } from 'infra/release/integrity';

import type { RuntimeManifest } from 'shared-contracts/remote/render-contract';
import type { RemoteName } from 'shared-contracts/routes/route-table';

/**
 * Has a tab run `entrySource` as a remote's entry as if a release holding it had been stored and
 * deployed: the entry's hash recorded in that remote's manifest, the manifest's hash in the page.
 * (A file merely swapped on the remote's origin is refused: see `integrity.spec.ts`.) The page's
 * data is rewritten in the tab before the shell reads it; the page itself still comes from the site,
 * as a routed document would lose its local address and with it the right to reach the remotes.
 */
export async function deployEntryStandIn(page: Page, siteUrl: string, remote: RemoteName, entrySource: string) {
  const live = (await (await fetch(`${siteUrl}/remotes.json`)).json()) as RuntimeManifest;
  const manifestUrl = live.remotes[remote];
  const manifest = (await (await fetch(manifestUrl)).json()) as { integrity: Record<string, string> };
  const manifestBody = JSON.stringify({
    ...manifest,
    integrity: { ...manifest.integrity, 'remoteEntry.js': sri(entrySource) },
  });
  const cors = { 'Access-Control-Allow-Origin': siteUrl };
  await page.route(manifestUrl, (route) =>
    route.fulfill({ contentType: 'application/json', headers: cors, body: manifestBody }),
  );
  await page.route(new URL('remoteEntry.js', manifestUrl).href, (route) =>
    route.fulfill({ contentType: 'text/javascript', headers: cors, body: entrySource }),
  );
  await page.addInitScript(
    ({ recorded, standIn }) => {
      // The page is parsed by then and its deferred scripts, the shell among them, have not run yet.
      document.addEventListener('readystatechange', () => {
        const data = document.getElementById('page-data');
        if (document.readyState === 'interactive' && data?.textContent)
          data.textContent = data.textContent.replace(recorded, standIn);
      });
    },
    { recorded: live.integrity[remote], standIn: sri(manifestBody) },
  );
}

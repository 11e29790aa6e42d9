import path from 'node:path';
import type { Page } from '@playwright/test';
import { sri } from 'infra/release/integrity';
import type { RuntimeManifest } from 'shared-contracts/remote/render-contract';
import type { RemoteName } from 'shared-contracts/routes/route-table';

/** The response's headers without those that describe bytes no longer sent as they were. */
const headersOf = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !['content-encoding', 'content-length'].includes(name.toLowerCase())));

/**
 * Has a tab run `entrySource` as a remote's entry as if a release holding it had been stored and
 * deployed: the entry's hash recorded in that remote's manifest, the manifest's hash in the page.
 * (A file merely swapped on the remote's origin is refused: see `integrity.spec.ts`.)
 */
export async function deployEntryStandIn(page: Page, siteUrl: string, remote: RemoteName, entrySource: string) {
  const live = (await (await fetch(`${siteUrl}/remotes.json`)).json()) as RuntimeManifest;
  const manifestUrl = live.remotes[remote];
  const manifest = (await (await fetch(manifestUrl)).json()) as { integrity: Record<string, string> };
  const manifestBody = JSON.stringify({ ...manifest, integrity: { ...manifest.integrity, 'remoteEntry.js': sri(entrySource) } });
  const cors = { 'Access-Control-Allow-Origin': siteUrl };
  await page.route(manifestUrl, (route) => route.fulfill({ contentType: 'application/json', headers: cors, body: manifestBody }));
  await page.route(new URL('remoteEntry.js', manifestUrl).href, (route) => route.fulfill({ contentType: 'text/javascript', headers: cors, body: entrySource }));
  await page.route(
    (url) => url.origin === siteUrl && !path.posix.extname(url.pathname) && !url.pathname.startsWith('/api/'),
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(live.integrity[remote], sri(manifestBody));
      await route.fulfill({ status: response.status(), headers: headersOf(response.headers()), body: html });
    },
  );
}

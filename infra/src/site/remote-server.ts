import type { Server } from 'node:http';

import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';

import { IMMUTABLE } from '../http/content-types';
import { refuseMalformedRequest, requestUrl } from '../http/host-header';
import { createLimitedServer, defaultServerLimits, type ServerLimits } from '../http/server-limits';
import { diskFile } from './gateway/disk-storage';
import { fileResponse, plainNotFound } from './gateway/file-response';
import { remoteOriginHeaders } from './security-headers';

/**
 * What browsers load from a remote's origin: `/<release id>/` and then a file of its browser build
 * (scripts, styles, the manifest, images, fonts, the shop's payment configuration). Never the
 * store's bookkeeping (`.order`, staging folders), a release's record or seal, the build's stats or
 * declared needs, or its Node build (the render job loads that from the store).
 */
const BROWSER_FILE =
  /^\/[\w.+-]+(?:\/[\w.-]+)+\.(?:js|mjs|css|map|json|svg|png|jpe?g|webp|avif|gif|ico|woff2?|txt|pdf)$/;
const NOT_FOR_BROWSERS = new Set(['release.json', 'release.seal', 'mf-stats.json', 'release-needs.json']);

export function browserLoads(pathname: string): boolean {
  if (!BROWSER_FILE.test(pathname)) return false;
  const [, id = '', ...rest] = pathname.split('/');
  if (id.startsWith('.') || rest.some((segment) => segment.startsWith('.'))) return false;
  // The Node build (`server/`) is the render job's, read from the store; a release's bookkeeping is no one's.
  return rest[0] !== 'server' && !(rest.length === 1 && NOT_FOR_BROWSERS.has(rest[0]!));
}

/**
 * One remote's own origin: every release of that remote, at `/<release id>/...`, readable only by
 * the site. Release files never change, so all of them are cached for a year as immutable (a
 * revisit that names the ETag gets 304); tabs opened on an older release keep loading its files.
 */
export function createRemoteServer(
  releasesDir: string,
  allowedOrigin: string,
  limits: ServerLimits = defaultServerLimits,
): Server {
  const app = new Hono();
  app.all('*', async (c) => {
    const cors = remoteOriginHeaders(c.req.header('origin'), allowedOrigin);
    if (c.req.method === 'OPTIONS')
      return c.body(null, 204, {
        ...cors,
        'Access-Control-Allow-Methods': 'GET, HEAD',
        'Access-Control-Max-Age': '600',
      });
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD')
      return c.body(null, 405, { ...cors, Allow: 'GET, HEAD, OPTIONS' });
    const { pathname } = new URL(c.req.url);
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      decoded = '';
    }
    const file = browserLoads(decoded) ? await diskFile(releasesDir, pathname) : undefined;
    if (!file) return plainNotFound(cors);
    return fileResponse(c.req.raw, decoded, file, { headers: { 'Cache-Control': IMMUTABLE, ...cors } });
  });
  app.onError((error, c) => {
    console.error('[remote]', error);
    return c.body(null, 500);
  });
  const listener = getRequestListener(app.fetch, { hostname: 'localhost' });
  return createLimitedServer(limits, (req, res) => {
    if (!requestUrl(req, allowedOrigin)) return refuseMalformedRequest(res);
    void listener(req, res);
  });
}

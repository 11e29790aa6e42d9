import type { Server } from 'node:http';

import { refuseMalformedRequest, requestUrl } from '../http/host-header';
import { createLimitedServer, defaultServerLimits, type ServerLimits } from '../http/server-limits';
import { serveStatic } from '../http/static-files';
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
 * the site. Release files never change, so all of them are cached for a year; tabs opened on an
 * older release keep loading its files.
 */
export function createRemoteServer(
  releasesDir: string,
  allowedOrigin: string,
  limits: ServerLimits = defaultServerLimits,
): Server {
  return createLimitedServer(limits, (req, res) => {
    if (!requestUrl(req, allowedOrigin)) return refuseMalformedRequest(res);
    const cors = remoteOriginHeaders(req.headers.origin, allowedOrigin);
    if (req.method === 'OPTIONS') {
      res
        .writeHead(204, { ...cors, 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Max-Age': '600' })
        .end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...cors, Allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    const pathname = new URL(req.url ?? '/', 'http://remote').pathname;
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      decoded = '';
    }
    if (!browserLoads(decoded)) {
      res.writeHead(404, { ...cors, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    serveStatic(releasesDir, req, res, { headers: cors, immutable: true }).catch((error: unknown) => {
      console.error('[remote]', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
}

import type { Server } from 'node:http';

import { refuseMalformedRequest, requestUrl } from '../http/host-header';
import { createLimitedServer, defaultServerLimits, type ServerLimits } from '../http/server-limits';
import { serveStatic } from '../http/static-files';
import { remoteOriginHeaders } from './security-headers';

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
    serveStatic(releasesDir, req, res, { headers: cors, immutable: true }).catch((error: unknown) => {
      console.error('[remote]', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
}

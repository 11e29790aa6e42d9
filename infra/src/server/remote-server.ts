import { createServer, type Server } from 'node:http';
import { corsHeaders } from './security-headers';
import { serveStatic } from './static-files';

/** One remote's own origin: its build folder, readable only by the site. */
export function createRemoteServer(distDir: string, allowedOrigin: string): Server {
  return createServer((req, res) => {
    const cors = corsHeaders(req.headers.origin, allowedOrigin);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...cors, 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Max-Age': '600' }).end();
      return;
    }
    serveStatic(distDir, req, res, { headers: cors }).catch((error: unknown) => {
      console.error('[remote]', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
}

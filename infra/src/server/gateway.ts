import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Environment } from './environment';
import { originOf } from './environment';
import { clientIpOf } from './client-ip';
import { siteSecurityHeaders } from './security-headers';
import { serveStatic } from './static-files';
import { sendWebResponse, toWebRequest, type WebHandler } from './web-adapter';

export interface GatewayOptions {
  shellDir: string;
  /** The image library, served at /media on the site's origin for every part. */
  mediaDir?: string;
  /** Files the site offers for download (the care guide PDF), served at /downloads. */
  downloadsDir?: string;
  environment: Environment;
  /** `/api/<name>` handlers. */
  api?: Record<string, WebHandler>;
  /** Proxies in front of the gateway whose X-Forwarded-For may be believed. */
  trustedProxies?: readonly string[];
  /** Script origins beyond the remotes (a payment provider). */
  extraScriptOrigins?: string[];
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers } });

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : value);

/** The site's origin: the shell's files, `/remotes.json`, and `/api/*`. */
export function createGateway(options: GatewayOptions): Server {
  const remoteOrigins = [...new Set(Object.values(options.environment.remotes).map(originOf))];
  const security = siteSecurityHeaders(remoteOrigins, options.extraScriptOrigins);
  const manifest = JSON.stringify(options.environment);

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://gateway.local');
    if (url.pathname === '/remotes.json') {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache', ...security }).end(manifest);
      return;
    }
    if (url.pathname.startsWith('/media/') && options.mediaDir) {
      req.url = url.pathname.slice('/media'.length);
      // Library files keep their names across builds, so they are cached for a week, not forever.
      await serveStatic(options.mediaDir, req, res, { headers: { ...security, 'Cache-Control': 'public, max-age=604800' } });
      return;
    }
    if (url.pathname.startsWith('/downloads/') && options.downloadsDir) {
      req.url = url.pathname.slice('/downloads'.length);
      await serveStatic(options.downloadsDir, req, res, { headers: { ...security, 'Cache-Control': 'public, max-age=3600' } });
      return;
    }
    if (url.pathname.startsWith('/api/')) {
      const handler = options.api?.[url.pathname.slice('/api/'.length)];
      const request = toWebRequest(req, `http://${req.headers.host ?? 'localhost'}`);
      const response = handler
        ? await handler(request, { clientIp: clientIpOf(req.socket.remoteAddress, headerValue(req.headers['x-forwarded-for']), options.trustedProxies ?? []) })
        : json(404, { error: `No API at ${url.pathname}` });
      await sendWebResponse(res, response, { 'Cache-Control': 'no-store', ...security });
      return;
    }
    await serveStatic(options.shellDir, req, res, { spaFallback: 'index.html', headers: security });
  }

  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[gateway]', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: 'Internal error' }));
    });
  });
}

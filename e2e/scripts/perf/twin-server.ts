import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

import { mainText, stripScripts } from './zero-js-twin';

export interface Twin {
  path: string;
  /** The gateway's answer for the path. */
  status: number;
  /** Where the gateway redirects, if it does. */
  location: string | null;
  /** The page's HTML without scripts; null when the gateway did not answer 200 with HTML (then there is no twin). */
  html: string | null;
  /** The gateway's response headers for the page (security policy included), less the ones about the body's encoding. */
  headers: Record<string, string>;
  /** Uncompressed bytes of the page's HTML and of its twin. */
  pageBytes: number;
  twinBytes: number;
  /** What a reader sees in the twin's `<main>`. */
  mainText: string | null;
}

const bodyHeaders = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
]);
const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding']);

/** Fetches the page's server HTML from the gateway and makes its zero-JS twin. */
export async function makeTwin(gatewayUrl: string, path: string): Promise<Twin> {
  const response = await fetch(new URL(path, gatewayUrl), { redirect: 'manual' });
  const html = await response.text();
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !bodyHeaders.has(name)));
  const isPage = response.status === 200 && (response.headers.get('content-type') ?? '').startsWith('text/html');
  const twin = isPage ? stripScripts(html) : null;
  return {
    path,
    status: response.status,
    location: response.headers.get('location'),
    html: twin,
    headers,
    pageBytes: Buffer.byteLength(html),
    twinBytes: twin === null ? 0 : Buffer.byteLength(twin),
    mainText: twin === null ? null : mainText(twin),
  };
}

export interface TwinServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves each twin at its path (gzip when the browser accepts it, as the gateway does) and passes
 * every other request (images, fonts, styles, favicon) to the gateway unchanged.
 */
export async function startTwinServer(gatewayUrl: string, twins: readonly Twin[]): Promise<TwinServer> {
  const gateway = new URL(gatewayUrl);
  const pages = new Map(twins.flatMap((twin) => (twin.html === null ? [] : [[twin.path, twin] as const])));
  const agent = new http.Agent({ keepAlive: true });

  const server = http.createServer((req, res) => {
    const twin = pages.get(new URL(req.url ?? '/', 'http://twin.local').pathname);
    if (twin && (req.method === 'GET' || req.method === 'HEAD')) {
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      const body = gzip ? gzipSync(twin.html!) : Buffer.from(twin.html!);
      res.writeHead(200, {
        ...twin.headers,
        'Content-Length': String(body.length),
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    const upstream = http.request(
      {
        host: gateway.hostname,
        port: gateway.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: gateway.host },
        agent,
      },
      (answer) => {
        const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !hopByHop.has(name)));
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, gateway.hostname, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${gateway.hostname}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}

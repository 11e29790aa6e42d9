import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
};

const compressible = /^(text\/|application\/(json|xml)|image\/svg)/;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Content-hashed files never change; manifests, entries and HTML must be revalidated every time. */
export function cacheControlFor(fileName: string): string {
  if (/\.[0-9a-f]{8,}\.[a-z0-9]+$/i.test(fileName)) return IMMUTABLE;
  return 'no-cache';
}

/** Resolve a URL path inside root, or undefined if it would leave it. */
export function resolveInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const full = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  return full === root || full.startsWith(root + path.sep) ? full : undefined;
}

async function fileAt(file: string | undefined) {
  if (!file) return undefined;
  try {
    const info = await stat(file);
    if (info.isFile()) return { file, size: info.size };
    if (info.isDirectory()) return fileAt(path.join(file, 'index.html'));
  } catch {
    return undefined;
  }
  return undefined;
}

export interface StaticOptions {
  /** Serve this file (relative to root) for page requests that match no file: SPA fallback. */
  spaFallback?: string;
  headers?: Record<string, string>;
  /** Every file found never changes (a release folder): cached for a year, whatever its name. */
  immutable?: boolean;
}

/** Serve a file from root; answers 404 when there is none. HEAD and GET only. */
export async function serveStatic(
  root: string,
  req: IncomingMessage,
  res: ServerResponse,
  options: StaticOptions = {},
) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', ...options.headers }).end();
    return;
  }
  const urlPath = req.url ?? '/';
  let found = await fileAt(resolveInside(root, urlPath));
  const wantsPage = !path.extname(urlPath.split('?')[0] ?? '') && (req.headers.accept ?? '').includes('text/html');
  if (!found && options.spaFallback && (wantsPage || !path.extname(urlPath.split('?')[0] ?? ''))) {
    found = await fileAt(path.join(root, options.spaFallback));
  }
  if (!found) {
    res
      .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', ...options.headers })
      .end('Not found');
    return;
  }
  const type = contentTypes[path.extname(found.file)] ?? 'application/octet-stream';
  const gzip = compressible.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  res.writeHead(200, {
    'Content-Type': type,
    'Cache-Control': options.immutable ? IMMUTABLE : cacheControlFor(path.basename(found.file)),
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : { 'Content-Length': String(found.size) }),
    ...options.headers,
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(found.file);
  (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
}

import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';

import { cacheControlFor, contentTypeOf, IMMUTABLE, isCompressible } from './content-types';

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

/** The file at a path (a folder's `index.html` for a folder), or undefined. */
export async function fileAt(file: string | undefined) {
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
  const type = contentTypeOf(found.file);
  const gzip = isCompressible(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
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

import { cacheControlFor, contentTypeOf, isCompressible } from '../../http/content-types';
import type { StoredFile } from './storage';

export interface FileAnswer {
  status?: number;
  /** By the file's name when absent. */
  type?: string;
  /** The headers this answer adds; they win over the defaults (type, caching, encoding). */
  headers?: Record<string, string>;
}

export const acceptsGzip = (request: Request) => /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '');

const gzipped = (body: ReadableStream<Uint8Array>) =>
  body.pipeThrough(new CompressionStream('gzip') as unknown as TransformStream<Uint8Array, Uint8Array>);

/** A stored file as an answer: compressed for a client that takes gzip when its type is text, never opened for HEAD. */
export function fileResponse(request: Request, name: string, file: StoredFile, answer: FileAnswer = {}): Response {
  const type = answer.type ?? contentTypeOf(name);
  const gzip = isCompressible(type) && acceptsGzip(request);
  const headers = {
    'Content-Type': type,
    'Cache-Control': cacheControlFor(name.split('/').at(-1) ?? ''),
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : { 'Content-Length': String(file.size) }),
    ...answer.headers,
  };
  const body = request.method === 'HEAD' ? null : gzip ? gzipped(file.open()) : file.open();
  return new Response(body, { status: answer.status ?? 200, headers });
}

/** A page made for this request (the quote form's, with its fresh form token): never stored by caches. */
export async function htmlResponse(request: Request, html: string, headers: Record<string, string>) {
  const gzip = acceptsGzip(request);
  const bytes = new TextEncoder().encode(html);
  const body = gzip ? await new Response(gzipped(new Response(bytes).body!)).arrayBuffer() : bytes;
  return new Response(request.method === 'HEAD' ? null : body, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      ...headers,
    },
  });
}

/** What a missing file gets where no page is drawn for it. */
export const plainNotFound = (headers: Record<string, string>) =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', ...headers },
  });

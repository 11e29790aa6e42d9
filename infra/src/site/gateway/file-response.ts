import { cacheControlFor, contentTypeOf, isCompressible } from '../../http/content-types';
import { acceptedEncoding, notModified } from './conditional';
import type { StoredBytes, StoredFile } from './storage';

export interface FileAnswer {
  status?: number;
  /** By the file's name when absent. */
  type?: string;
  /** The headers this answer adds; they win over the defaults (type, caching, encoding). */
  headers?: Record<string, string>;
}

/** Bytes sent as they are: workerd would otherwise compress a body again that says it is compressed (Node ignores this). */
const alreadyEncoded = { encodeBody: 'manual' } as ResponseInit;

const gzipped = (body: ReadableStream<Uint8Array>) =>
  body.pipeThrough(new CompressionStream('gzip') as unknown as TransformStream<Uint8Array, Uint8Array>);

/** Which bytes go out: a copy compressed ahead of time when the client takes it, else the file, gzipped now only when it is text without copies. */
function representation(request: Request, type: string, file: StoredFile) {
  const header = request.headers.get('accept-encoding');
  for (const encoding of ['br', 'gzip'] as const) {
    const copy = file.encoded[encoding];
    if (copy && acceptedEncoding(header, encoding))
      return { encoding, bytes: copy, etag: `"${file.tag}-${encoding}"`, open: () => copy.open() };
  }
  if (isCompressible(type) && Object.keys(file.encoded).length === 0 && acceptedEncoding(header, 'gzip'))
    return { encoding: 'gzip', bytes: undefined, etag: `W/"${file.tag}-gzip"`, open: () => gzipped(file.open()) };
  return { encoding: undefined, bytes: file as StoredBytes, etag: `"${file.tag}"`, open: () => file.open() };
}

/**
 * A stored file as an answer, with a strong `ETag` per encoding: a revisit that names it gets `304`
 * and no body. Never opened for HEAD or a 304.
 */
export function fileResponse(request: Request, name: string, file: StoredFile, answer: FileAnswer = {}): Response {
  const type = answer.type ?? contentTypeOf(name);
  const chosen = representation(request, type, file);
  const status = answer.status ?? 200;
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': cacheControlFor(name.split('/').at(-1) ?? ''),
    'X-Content-Type-Options': 'nosniff',
    ...(isCompressible(type) ? { Vary: 'Accept-Encoding' } : {}),
    ...(status === 200 ? { ETag: chosen.etag } : {}),
    ...(chosen.encoding ? { 'Content-Encoding': chosen.encoding } : {}),
    ...(chosen.bytes ? { 'Content-Length': String(chosen.bytes.size) } : {}),
    ...answer.headers,
  };
  if (status === 200 && notModified(request, chosen.etag)) {
    const { 'Content-Length': _length, 'Content-Encoding': _encoding, 'Content-Type': _type, ...kept } = headers;
    return new Response(null, { status: 304, headers: kept });
  }
  return new Response(request.method === 'HEAD' ? null : chosen.open(), {
    status,
    headers,
    ...(chosen.encoding ? alreadyEncoded : {}),
  });
}

/** A page made for this request (the quote form's, with its fresh form token): never stored by caches. */
export async function htmlResponse(request: Request, html: string, headers: Record<string, string>) {
  const gzip = acceptedEncoding(request.headers.get('accept-encoding'), 'gzip');
  const bytes = new TextEncoder().encode(html);
  const body = gzip ? await new Response(gzipped(new Response(bytes).body!)).arrayBuffer() : bytes;
  return new Response(request.method === 'HEAD' ? null : body, {
    ...(gzip ? alreadyEncoded : {}),
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

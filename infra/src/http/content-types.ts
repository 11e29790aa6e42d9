/** What a file is, by its name: the same on every host (no file system needed). */
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

const extensionOf = (name: string) => /\.[^./]+$/.exec(name)?.[0].toLowerCase() ?? '';

export const contentTypeOf = (name: string) => contentTypes[extensionOf(name)] ?? 'application/octet-stream';

/** Types worth compressing: text, JSON, XML, SVG. */
export const isCompressible = (type: string) => /^(text\/|application\/(json|xml)|image\/svg)/.test(type);

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Content-hashed files never change; manifests, entries and HTML must be revalidated every time. */
export function cacheControlFor(fileName: string): string {
  if (/\.[0-9a-f]{8,}\.[a-z0-9]+$/i.test(fileName)) return IMMUTABLE;
  return 'no-cache';
}

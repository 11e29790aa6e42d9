/**
 * Whether a client's `Accept-Encoding` takes `encoding`: named (or `*`) with a weight above 0. A
 * name given weight 0 is refused even when `*` is taken.
 */
export function acceptedEncoding(header: string | null, encoding: string): boolean {
  let star: boolean | undefined;
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const weight = params.find((param) => param.startsWith('q='));
    const taken = weight === undefined || Number(weight.slice(2)) > 0;
    if (name === encoding) return taken;
    if (name === '*') star = taken;
  }
  return star ?? false;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether the client's copy is current: `If-None-Match` names this ETag (weak comparison, as for GET and HEAD) or `*`. */
export function notModified(request: Request, etag: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const header = request.headers.get('if-none-match');
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

/** The site's API handlers are Web-standard, so the same code runs here and on a serverless host. */
export type WebHandler = (request: Request, context: { clientIp: string }) => Promise<Response>;

/** The Web request for what Node received, at `url` (built from the configured origin, not from the client's Host). */
export function toWebRequest(req: IncomingMessage, url: URL): Request {
  const method = req.method ?? 'GET';
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(url, {
    method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

/** Writes a Web response; the handler's own headers win over `defaults`, whatever their case, so none is sent twice. */
export async function sendWebResponse(res: ServerResponse, response: Response, defaults: Record<string, string> = {}) {
  const headers = new Headers(defaults);
  response.headers.forEach((value, name) => headers.set(name, value));
  res.writeHead(response.status, Object.fromEntries(headers));
  if (response.body) {
    for await (const chunk of Readable.fromWeb(response.body as never)) res.write(chunk);
  }
  res.end();
}

/** Methods a Web `Request` can carry; any other (TRACE, CONNECT, a made-up one) is answered 405 before a handler sees it. */
const webMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export const isWebMethod = (method: string | undefined) => webMethods.has(method ?? '');

import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

/** The site's API handlers are Web-standard, so the same code runs here and on a serverless host. */
export type WebHandler = (request: Request, context: { clientIp: string }) => Promise<Response>;

export function toWebRequest(req: IncomingMessage, origin: string): Request {
  const method = req.method ?? 'GET';
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

export async function sendWebResponse(res: ServerResponse, response: Response, extraHeaders: Record<string, string> = {}) {
  const headers: Record<string, string> = { ...extraHeaders };
  response.headers.forEach((value, name) => (headers[name] = value));
  res.writeHead(response.status, headers);
  if (response.body) {
    for await (const chunk of Readable.fromWeb(response.body as never)) res.write(chunk);
  }
  res.end();
}

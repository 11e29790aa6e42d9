import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIPv6 } from 'node:net';

const NAME = /^[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*\.?$/i;
const HOST = /^(?:\[([^\]]*)\]|([^:[\]]+))(?::(\d{1,5}))?$/;

/** A `Host` a client may send: a DNS name, an IPv4 address or a bracketed IPv6 one, and a port that exists. */
export function isWellFormedHost(host: string): boolean {
  const match = HOST.exec(host);
  if (!match) return false;
  const [, ipv6, name, port] = match;
  if (port !== undefined && Number(port) > 65_535) return false;
  return ipv6 !== undefined ? isIPv6(ipv6) : NAME.test(name!);
}

/**
 * The URL a request asks for, on the site's configured origin: what a client wrote in `Host` never
 * builds a URL. Undefined (answer 400) when that `Host` is malformed or the request target is not a URL.
 */
export function requestUrl(req: IncomingMessage, origin: string): URL | undefined {
  const { host } = req.headers;
  if (host !== undefined && !isWellFormedHost(host)) return undefined;
  try {
    const target = new URL(req.url ?? '/', origin);
    return new URL(`${target.pathname}${target.search}`, origin);
  } catch {
    return undefined;
  }
}

export const refuseMalformedRequest = (res: ServerResponse) =>
  void res
    .writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
    .end('Bad request: the Host header or the request target is malformed.');

const normalise = (address: string) => address.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');

/**
 * The visitor's address for rate limiting. It is the socket's address, unless that socket is a
 * proxy we were told to trust (`TRUSTED_PROXIES`); then it is the nearest address in
 * X-Forwarded-For that is not one of our proxies. A client cannot forge its way past this: entries
 * it adds sit to the left of what our own proxy appends.
 */
export function clientIpOf(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustedProxies: readonly string[],
): string {
  const socket = normalise(socketAddress ?? 'unknown');
  const trusted = new Set(trustedProxies.map(normalise));
  if (!trusted.has(socket) || !forwardedFor) return socket;
  const hops = forwardedFor.split(',').map(normalise).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) if (!trusted.has(hops[i]!)) return hops[i]!;
  return socket;
}

/**
 * Whether the visitor reached us over HTTPS: a TLS socket, or a trusted proxy that says so in
 * X-Forwarded-Proto (the last value is the one our own proxy wrote).
 */
export function cameOverHttps(
  socket: { remoteAddress?: string | undefined; encrypted?: boolean },
  forwardedProto: string | undefined,
  trustedProxies: readonly string[],
): boolean {
  if (socket.encrypted) return true;
  if (!forwardedProto || !trustedProxies.map(normalise).includes(normalise(socket.remoteAddress ?? ''))) return false;
  return forwardedProto.split(',').at(-1)!.trim().toLowerCase() === 'https';
}

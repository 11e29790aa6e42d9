import { isIPv6 } from 'node:net';

export interface RateLimit {
  /** Requests allowed per client within the window. */
  limit: number;
  windowMs: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  take(clientIp: string, now: number): RateDecision;
}

/**
 * Whom a request is counted against: an IPv4 address as it is, an IPv6 address by its /64 network,
 * since one subscriber is usually given a whole /64 and can rotate through it at will.
 */
export function rateLimitKey(clientIp: string): string {
  const address = clientIp.replace(/%.*$/, '').toLowerCase();
  if (!isIPv6(address)) return clientIp;
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const before = groupsOf(head);
  const after = tail === undefined ? [] : groupsOf(tail);
  const groups = [...before, ...Array<string>(8 - before.length - after.length).fill('0'), ...after];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** A sliding window per client (see `rateLimitKey`), kept in memory (one process serves the site locally). */
export function createRateLimiter({ limit, windowMs }: RateLimit): RateLimiter {
  const hits = new Map<string, number[]>();

  function prune(now: number) {
    for (const [key, times] of hits) if (times[times.length - 1]! <= now - windowMs) hits.delete(key);
  }

  return {
    take(clientIp, now) {
      if (hits.size > 10_000) prune(now);
      const key = rateLimitKey(clientIp);
      const recent = (hits.get(key) ?? []).filter((t) => t > now - windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + windowMs - now) / 1000)) };
      }
      recent.push(now);
      hits.set(key, recent);
      return { allowed: true };
    },
  };
}

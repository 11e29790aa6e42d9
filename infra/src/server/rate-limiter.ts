export interface RateLimit {
  /** Requests allowed per client within the window. */
  limit: number;
  windowMs: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  take(clientIp: string, now: number): RateDecision;
}

/** A sliding window per client IP, kept in memory (one process serves the site locally). */
export function createRateLimiter({ limit, windowMs }: RateLimit): RateLimiter {
  const hits = new Map<string, number[]>();

  function prune(now: number) {
    for (const [ip, times] of hits) if (times[times.length - 1]! <= now - windowMs) hits.delete(ip);
  }

  return {
    take(clientIp, now) {
      if (hits.size > 10_000) prune(now);
      const recent = (hits.get(clientIp) ?? []).filter((t) => t > now - windowMs);
      if (recent.length >= limit) {
        hits.set(clientIp, recent);
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + windowMs - now) / 1000)) };
      }
      recent.push(now);
      hits.set(clientIp, recent);
      return { allowed: true };
    },
  };
}

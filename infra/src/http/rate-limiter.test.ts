import { createRateLimiter, rateLimitKey } from './rate-limiter';

describe('the per-IP rate limit', () => {
  it('allows the limit within the window, then says when to come back', () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 });
    expect([0, 1, 2].map((t) => limiter.take('10.0.0.1', 1_000 + t).allowed)).toEqual([true, true, true]);
    expect(limiter.take('10.0.0.1', 31_000)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(limiter.take('10.0.0.2', 31_000)).toEqual({ allowed: true });
  });

  it('lets the client in again once the oldest request leaves the window', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 10_000 });
    expect(limiter.take('10.0.0.1', 0).allowed).toBe(true);
    expect(limiter.take('10.0.0.1', 9_999).allowed).toBe(false);
    expect(limiter.take('10.0.0.1', 10_001).allowed).toBe(true);
  });

  it('counts IPv6 clients by their /64, so rotating addresses inside one network does not reset the count', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 });
    expect(limiter.take('2001:db8:a:b::1', 0).allowed).toBe(true);
    expect(limiter.take('2001:db8:a:b:ffff:ffff:ffff:fffe', 1).allowed).toBe(true);
    expect(limiter.take('2001:0db8:000a:000b:1234::9', 2)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(limiter.take('2001:db8:a:c::1', 3).allowed).toBe(true);
    expect(limiter.take('203.0.113.7', 4).allowed).toBe(true);
    expect(limiter.take('203.0.113.8', 5).allowed).toBe(true);
  });

  it('keys every IPv6 spelling of one /64 alike and leaves IPv4 addresses whole', () => {
    for (const address of [
      '2001:db8:a:b::1',
      '2001:DB8:A:B:0:0:0:2',
      '2001:0db8:000a:000b::',
      '2001:db8:a:b::1%eth0',
    ]) {
      expect(rateLimitKey(address), address).toBe('2001:db8:a:b::/64');
    }
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(rateLimitKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
    expect(rateLimitKey('::ffff:203.0.113.7')).toBe('0:0:0:0::/64');
    expect(rateLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('unknown')).toBe('unknown');
  });
});

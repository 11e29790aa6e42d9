import { createRateLimiter } from './rate-limiter';

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
});

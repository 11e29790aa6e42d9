import { clientIpOf } from './client-ip';

describe('the client IP used for rate limiting', () => {
  it('is the socket address when no proxy is trusted, whatever the headers say', () => {
    expect(clientIpOf('203.0.113.9', '1.2.3.4', [])).toBe('203.0.113.9');
    expect(clientIpOf('::ffff:127.0.0.1', undefined, [])).toBe('127.0.0.1');
  });

  it('behind a trusted proxy, is the nearest untrusted hop, not what the client wrote first', () => {
    expect(clientIpOf('10.0.0.2', '6.6.6.6, 198.51.100.20', ['10.0.0.2'])).toBe('198.51.100.20');
    expect(clientIpOf('10.0.0.2', '198.51.100.20, 10.0.0.3', ['10.0.0.2', '10.0.0.3'])).toBe('198.51.100.20');
  });

  it('ignores forwarded headers from a socket that is not a trusted proxy', () => {
    expect(clientIpOf('198.51.100.20', '10.0.0.2', ['10.0.0.2'])).toBe('198.51.100.20');
  });
});

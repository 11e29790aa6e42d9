import { cameOverHttps, clientIpOf } from './client-ip';

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

describe('whether a request came over HTTPS', () => {
  it('is true on a TLS socket, and behind a trusted proxy when the proxy says https', () => {
    expect(cameOverHttps({ remoteAddress: '203.0.113.9', encrypted: true }, undefined, [])).toBe(true);
    expect(cameOverHttps({ remoteAddress: '10.0.0.2' }, 'https', ['10.0.0.2'])).toBe(true);
    expect(cameOverHttps({ remoteAddress: '10.0.0.2' }, 'http, https', ['10.0.0.2'])).toBe(true);
  });

  it('believes no X-Forwarded-Proto from a client that is not a trusted proxy', () => {
    expect(cameOverHttps({ remoteAddress: '203.0.113.9' }, 'https', [])).toBe(false);
    expect(cameOverHttps({ remoteAddress: '10.0.0.2' }, 'https, http', ['10.0.0.2'])).toBe(false);
    expect(cameOverHttps({ remoteAddress: '127.0.0.1' }, undefined, ['127.0.0.1'])).toBe(false);
  });
});

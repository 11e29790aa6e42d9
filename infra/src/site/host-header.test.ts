import { isWellFormedHost } from '../http/host-header';
import { rawRequest, statusOf } from '../http/testing/raw-http';
import { fixtureGateway, serve } from './testing/site-fixture';

const malformedHosts = [
  'a b',
  'localhost:99999',
  '[::1',
  '',
  'a@b',
  'localhost:',
  'exa_mple..com',
  '[::1]x',
  'host:80:80',
];

describe('the Host header', () => {
  it('is well formed as a name, an IPv4 address or a bracketed IPv6 address, with a port that exists', () => {
    for (const host of [
      'localhost',
      'localhost:8080',
      'www.wraplabchicago.com',
      'wraplabchicago.com.',
      '127.0.0.1:65535',
      '[::1]',
      '[2001:db8::7]:443',
    ]) {
      expect(isWellFormedHost(host), host).toBe(true);
    }
    for (const host of malformedHosts) expect(isWellFormedHost(host), host).toBe(false);
  });
});

describe('the gateway and a malformed Host or request target', () => {
  const gateway = fixtureGateway({ api: { echo: async (request) => Response.json({ url: request.url }) } });
  let site: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => (site = await serve(gateway)));
  afterAll(() => site.close());

  it('answers 400, for pages and the API alike, and logs nothing', async () => {
    const errors = vi.spyOn(console, 'error');
    for (const host of ['a b', 'localhost:99999', '[::1', '', 'a@b']) {
      for (const request of [
        `POST /api/echo HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
        `GET /locations/oak-park HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      ]) {
        const answer = await rawRequest(site.port, request);
        expect(statusOf(answer), `${host}: ${request.split(' ')[1]}`).toBe(400);
        expect(answer).toContain('Bad request: the Host header or the request target is malformed.');
      }
    }
    expect(
      statusOf(
        await rawRequest(site.port, 'GET http://[::1/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
      ),
    ).toBe(400);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('hands API handlers a URL on the configured origin, whatever Host the client sent', async () => {
    const answer = await rawRequest(
      site.port,
      'POST /api/echo?x=1 HTTP/1.1\r\nHost: evil.test\r\nContent-Length: 0\r\nConnection: close\r\n\r\n',
    );
    expect(statusOf(answer)).toBe(200);
    expect(answer).toContain('{"url":"http://localhost:8080/api/echo?x=1"}');
  });

  it('answers API names that are not handlers, such as inherited object keys, with 404', async () => {
    for (const name of ['toString', 'constructor', '__proto__']) {
      const response = await fetch(`${site.base}/api/${name}`, { method: 'POST' });
      expect(response.status, name).toBe(404);
    }
  });
});

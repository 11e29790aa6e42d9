import type { Server } from 'node:http';

import { defaultServerLimits, serverLimitsFromEnv, type ServerLimits } from '../http/server-limits';
import { rawConnection, statusOf } from '../http/testing/raw-http';
import { createRemoteServer } from './remote-server';
import { fixtureGateway, serve, siteFixture } from './testing/site-fixture';

const tight: ServerLimits = {
  headersTimeoutMs: 400,
  requestTimeoutMs: 800,
  keepAliveTimeoutMs: 300,
  maxConnections: 3,
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, sleep(ms).then(() => 'still open' as const)]);

/** Resolves once the server has accepted `count` connections. */
async function holding(server: Server, count: number) {
  for (;;) {
    const held = await new Promise<number>((resolve, reject) =>
      server.getConnections((error, open) => (error ? reject(error) : resolve(open))),
    );
    if (held >= count) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('server limits', () => {
  const gateway = fixtureGateway({
    limits: tight,
    api: { echo: async (request) => new Response(await request.text()) },
  });
  let site: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => (site = await serve(gateway)));
  afterAll(() => site.close());

  it('cuts off a body sent a byte at a time with 408 once the request time is up', async () => {
    const { socket, closed } = await rawConnection(site.port);
    socket.write(
      'POST /api/echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 100\r\n\r\n',
    );
    let sent = 0;
    const trickle = setInterval(() => sent < 100 && socket.write('x', () => (sent += 1)), 100);
    const answer = await within(closed, 5_000);
    clearInterval(trickle);
    expect(answer === 'still open' ? 0 : statusOf(answer)).toBe(408);
    expect(sent).toBeLessThan(100);
  });

  it('cuts off a client that never finishes its headers', async () => {
    const { socket, closed } = await rawConnection(site.port);
    socket.write('GET /locations/oak-park HTTP/1.1\r\nHost: localhost\r\n');
    const answer = await within(closed, 5_000);
    expect(answer === 'still open' ? 0 : statusOf(answer)).toBe(408);
  });

  it('closes an idle kept-alive connection', async () => {
    const { socket, closed } = await rawConnection(site.port);
    socket.write('GET /locations/oak-park HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: identity\r\n\r\n');
    const answer = await within(closed, 5_000);
    expect(answer === 'still open' ? 'still open' : statusOf(answer)).toBe(200);
  });

  it('closes connections past the cap as they arrive, and serves the ones it holds', async () => {
    const held = await Promise.all([rawConnection(site.port), rawConnection(site.port), rawConnection(site.port)]);
    await holding(gateway, 3);
    const extra = await rawConnection(site.port);
    extra.socket.write('GET /locations/oak-park HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(await within(extra.closed, 2_000)).toBe('');
    held[0]!.socket.write('GET /locations/oak-park HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(statusOf(await held[0]!.closed)).toBe(200);
    for (const { socket } of held) socket.destroy();
  });

  it('holds the remote origins to the same limits', async () => {
    const remote = await serve(createRemoteServer(siteFixture().shellDir, 'http://localhost:8080', tight));
    try {
      const { socket, closed } = await rawConnection(remote.port);
      socket.write('GET /mf-manifest.json HTTP/1.1\r\nHost: localhost\r\n');
      const answer = await within(closed, 5_000);
      expect(answer === 'still open' ? 0 : statusOf(answer)).toBe(408);
    } finally {
      await remote.close();
    }
  });

  it('come from the environment, with safe defaults', () => {
    expect(serverLimitsFromEnv({})).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      maxConnections: 1_000,
    });
    expect(defaultServerLimits).toEqual(serverLimitsFromEnv({}));
    expect(
      serverLimitsFromEnv({
        HTTP_HEADERS_TIMEOUT_MS: '5000',
        HTTP_REQUEST_TIMEOUT_MS: '20000',
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '2000',
        HTTP_MAX_CONNECTIONS: '200',
      }),
    ).toEqual({ headersTimeoutMs: 5_000, requestTimeoutMs: 20_000, keepAliveTimeoutMs: 2_000, maxConnections: 200 });
    expect(serverLimitsFromEnv({ HTTP_MAX_CONNECTIONS: 'lots', HTTP_REQUEST_TIMEOUT_MS: '0' })).toEqual(
      defaultServerLimits,
    );
  });
});

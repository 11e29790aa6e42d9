import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

import { drainServer } from './drain';

async function listening(listener: RequestListener) {
  const server = createServer(listener);
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('draining a server', () => {
  it('answers the request in flight, refuses new connections, and resolves once that answer is sent', async () => {
    let answer = () => {};
    const { server, base } = await listening((_req, res) => (answer = () => res.end('answered')));
    const arrived = new Promise((resolve) => server.once('request', resolve));
    const inFlight = fetch(base).then((response) => response.text());
    await arrived;
    let drained = false;
    const draining = drainServer(server, 10_000).then(() => (drained = true));
    await expect(fetch(base)).rejects.toThrow();
    expect(drained).toBe(false);
    answer();
    expect(await inFlight).toBe('answered');
    await draining;
    expect(drained).toBe(true);
  });

  it('cuts off what still runs after the grace period', async () => {
    const { server, base } = await listening(() => undefined);
    const arrived = new Promise((resolve) => server.once('request', resolve));
    const hanging = fetch(base).catch((error: unknown) => error);
    await arrived;
    await drainServer(server, 50);
    expect(await hanging).toBeInstanceOf(Error);
  });
});

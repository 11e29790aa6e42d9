import { createServer, type AddressInfo } from 'node:net';

/** A loopback port nothing listens on (taken and let go): a mail server that is down. */
export async function closedPort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

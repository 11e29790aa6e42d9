import { connect, type Socket } from 'node:net';

export interface RawExchange {
  socket: Socket;
  /** Everything the server wrote, once it closed the connection. */
  closed: Promise<string>;
}

/** A TCP connection to a local port, for requests no HTTP client would send (a bad Host, a trickled body). */
export function rawConnection(port: number): Promise<RawExchange> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const closed = new Promise<string>((done) => {
      socket.on('data', (chunk) => (received += chunk.toString('latin1')));
      socket.on('close', () => done(received));
    });
    socket.on('error', () => undefined);
    socket.once('connect', () => resolve({ socket, closed }));
    socket.once('error', reject);
  });
}

/** Send one whole request and read what came back until the server closed the connection. */
export async function rawRequest(port: number, request: string): Promise<string> {
  const { socket, closed } = await rawConnection(port);
  socket.write(request);
  return closed;
}

export const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);

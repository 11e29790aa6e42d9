import type { Server } from 'node:http';

/**
 * Stop a server the way a load balancer expects: no new connections, idle ones closed, requests in
 * flight answered; whatever still runs after `graceMs` is cut off.
 */
export function drainServer(server: Server, graceMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    if (!server.listening) return resolve();
    const cutOff = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearTimeout(cutOff);
      resolve();
    });
    server.closeIdleConnections();
  });
}

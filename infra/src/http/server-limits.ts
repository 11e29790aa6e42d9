import { createServer, type RequestListener, type Server } from 'node:http';

/** How long a client may take and how many may be connected: a slow or idle client cannot hold the server. */
export interface ServerLimits {
  /** Time to send the request line and headers. */
  headersTimeoutMs: number;
  /** Time to send the whole request, body included. */
  requestTimeoutMs: number;
  /** How long an idle kept-alive connection stays open. */
  keepAliveTimeoutMs: number;
  /** Connections beyond this are closed as they arrive. */
  maxConnections: number;
}

export const defaultServerLimits: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 1_000,
};

const positive = (value: string | undefined, fallback: number) =>
  value && Number(value) > 0 ? Number(value) : fallback;

/** `HTTP_HEADERS_TIMEOUT_MS`, `HTTP_REQUEST_TIMEOUT_MS`, `HTTP_KEEP_ALIVE_TIMEOUT_MS`, `HTTP_MAX_CONNECTIONS`. */
export const serverLimitsFromEnv = (env: NodeJS.ProcessEnv): ServerLimits => ({
  headersTimeoutMs: positive(env.HTTP_HEADERS_TIMEOUT_MS, defaultServerLimits.headersTimeoutMs),
  requestTimeoutMs: positive(env.HTTP_REQUEST_TIMEOUT_MS, defaultServerLimits.requestTimeoutMs),
  keepAliveTimeoutMs: positive(env.HTTP_KEEP_ALIVE_TIMEOUT_MS, defaultServerLimits.keepAliveTimeoutMs),
  maxConnections: positive(env.HTTP_MAX_CONNECTIONS, defaultServerLimits.maxConnections),
});

/** An HTTP server held to the limits. Node checks the header and request timeouts on an interval, so that interval is kept short. */
export function createLimitedServer(limits: ServerLimits, listener: RequestListener): Server {
  const server = createServer(
    {
      headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs),
    },
    listener,
  );
  server.maxConnections = limits.maxConnections;
  return server;
}

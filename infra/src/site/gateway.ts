import { randomBytes } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';

import { getRequestListener } from '@hono/node-server';

import type { FieldStore } from '../field/field-store';
import { refuseMalformedRequest, requestUrl } from '../http/host-header';
import { createLimitedServer, defaultServerLimits, type ServerLimits } from '../http/server-limits';
import type { WebHandler } from '../http/web-adapter';
import type { ReleaseWatch } from '../release/release-watch';
import type { CurrentRender } from '../render/site-renders';
import type { CspReportOptions } from './csp-reports';
import { createGatewayApp } from './gateway/app';
import { diskStorage } from './gateway/disk-storage';
import type { OperationsOptions } from './gateway/operations';
import { jsonLine } from './ops/request-log';

export interface GatewayOptions extends Omit<OperationsOptions, 'storage'> {
  /** The site's origin as configured (e.g. http://localhost:8080): API handlers see request URLs on it, never on the client's `Host`. */
  origin: string;
  /**
   * The render being served: its pages, not-found page, sitemap, the manifest they were made with,
   * and the shell release, downloads and script origins that go with them.
   */
  currentRender: () => CurrentRender | undefined;
  /** Every shell release: a tab opened before a shell deploy still finds its scripts. */
  shellReleasesDir?: string;
  /** The image library, served at /media on the site's origin for every part. */
  mediaDir?: string;
  /** `/api/<name>` handlers. */
  api?: Record<string, WebHandler>;
  /** Proxies in front of the gateway whose X-Forwarded-For and X-Forwarded-Proto may be believed. */
  trustedProxies?: readonly string[];
  /** Send Strict-Transport-Security on every answer, for a TLS proxy that does not say X-Forwarded-Proto. */
  alwaysHsts?: boolean;
  limits?: ServerLimits;
  cspReports?: CspReportOptions;
  /** Counts page views per release and takes the browsers' error reports (`/api/releaseReport`); an automatic canary is decided on them. */
  releaseWatch?: ReleaseWatch;
  /** Where the pages' field figures are kept (`/api/fieldReport`, with `releaseWatch`). */
  fieldStore?: FieldStore;
  /** Field reports taken from one client a minute (60 by default). */
  fieldReportsPerMinute?: number;
  /** The key visitors' bucket cookies are signed with (the environment's); a fresh one per process when absent. */
  visitorKey?: string;
}

/** The gateway on the Node host: the site's one Fetch application over the disk, held to the server limits. */
export function createGateway(options: GatewayOptions): Server {
  const storage = diskStorage(options);
  const app = createGatewayApp({
    origin: options.origin,
    storage,
    readiness: options.readiness,
    stopping: options.stopping,
    answered: options.answered,
    log: (line) => console.error(jsonLine('error', line)),
    peerOf: (c) => {
      const { socket } = (c.env as { incoming: IncomingMessage }).incoming;
      return { address: socket.remoteAddress, encrypted: 'encrypted' in socket && socket.encrypted === true };
    },
    api: options.api,
    trustedProxies: options.trustedProxies,
    alwaysHsts: options.alwaysHsts,
    cspReports: options.cspReports,
    counts: options.releaseWatch,
    ...(options.fieldStore && options.releaseWatch
      ? {
          field: {
            store: options.fieldStore,
            watch: options.releaseWatch,
            ...(options.fieldReportsPerMinute
              ? { rateLimit: { limit: options.fieldReportsPerMinute, windowMs: 60_000 } }
              : {}),
          },
        }
      : {}),
    visitorKey: options.visitorKey ?? randomBytes(32).toString('hex'),
  });
  const listener = getRequestListener(app.fetch, { hostname: 'localhost' });
  return createLimitedServer(options.limits ?? defaultServerLimits, (req, res) => {
    // What a client wrote in `Host` never builds a URL; a malformed one is refused before the application.
    if (!requestUrl(req, options.origin)) return refuseMalformedRequest(res);
    void listener(req, res);
  });
}

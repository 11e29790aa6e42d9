import type { Context, Hono } from 'hono';

import { LINK_PREVIEW_DIR } from 'shared-contracts/seo/link-preview';

import type { SiteStorage } from './storage';
import { hasExtension } from './visit';

/** What a request asked for, as operators count it. */
export type RequestKind = 'page' | 'manifest' | 'file' | 'media' | 'download' | 'preview' | 'api' | 'health';

export function kindOf(pathname: string): RequestKind {
  if (pathname === '/healthz' || pathname === '/readyz') return 'health';
  if (pathname.startsWith('/api/')) return 'api';
  if (pathname === '/remotes.json') return 'manifest';
  if (pathname.startsWith('/media/')) return 'media';
  if (pathname.startsWith('/downloads/')) return 'download';
  if (pathname.startsWith(`${LINK_PREVIEW_DIR}/`)) return 'preview';
  return hasExtension(pathname) ? 'file' : 'page';
}

/** One answered request, for the log and the metrics. */
export interface Answered {
  requestId: string;
  method: string;
  path: string;
  kind: RequestKind;
  status: number;
  seconds: number;
}

export interface OperationsOptions {
  storage: SiteStorage;
  /** What the site needs beyond a live render, by name (the lead store): whether each answers. */
  readiness?: () => Promise<Record<string, boolean>>;
  /** True once a stop began: the load balancer is told to send no more. */
  stopping?: () => boolean;
  answered?: (entry: Answered) => void;
}

export type RequestIdEnv = { Variables: { requestId: string } };

/** An id a proxy in front may have given the request; anything else is replaced by a fresh one. */
const GIVEN_ID = /^[\w.:-]{8,100}$/;

const noStore = { 'Cache-Control': 'no-store' };

/**
 * What operators and load balancers get from every host: `/healthz` (the process answers),
 * `/readyz` (a render is live and what the site needs answers), and a request id on every request
 * (`X-Request-Id`, carried to the API's handlers and sent back) with one entry per answer.
 */
export function addOperations<E extends RequestIdEnv>(app: Hono<E>, options: OperationsOptions) {
  app.use(async (c, next) => {
    const started = performance.now();
    const given = c.req.header('x-request-id');
    const requestId = given && GIVEN_ID.test(given) ? given : crypto.randomUUID();
    (c as unknown as Context<RequestIdEnv>).set('requestId', requestId);
    await next();
    c.res.headers.set('X-Request-Id', requestId);
    const { pathname } = new URL(c.req.url);
    options.answered?.({
      requestId,
      method: c.req.method,
      path: pathname,
      kind: kindOf(pathname),
      status: c.res.status,
      seconds: (performance.now() - started) / 1000,
    });
  });
  app.get('/healthz', (c) => c.json({ status: 'alive' }, 200, noStore));
  app.get('/readyz', async (c) => {
    const checks: Record<string, boolean> = {
      render: Boolean(await options.storage.live().catch(() => undefined)),
      ...(await options.readiness?.().catch(() => ({ dependencies: false }))),
      ...(options.stopping?.() ? { running: false } : {}),
    };
    const ready = Object.values(checks).every(Boolean);
    return c.json({ status: ready ? 'ready' : 'not ready', checks }, ready ? 200 : 503, noStore);
  });
}

import { Hono, type Context } from 'hono';

import { LINK_PREVIEW_DIR } from 'shared-contracts/seo/link-preview';

import { rateLimitKey } from '../../http/rate-limiter';
import type { WebHandler } from '../../http/web-adapter';
import { releasesOf } from '../../render/releases-of';
import type { RenderSummary } from '../../render/render-job';
import { createCspReportHandler, type CspReportOptions } from '../csp-reports';
import { createFieldReportHandler, FIELD_REPORT_PATH, type FieldReportOptions } from '../field-reports';
import { carriesFormToken, issueFormToken, withFormToken } from '../form-token-page';
import { networkName, visitorIn } from '../release-buckets';
import { createReleaseReportHandler, RELEASE_REPORT_PATH } from '../release-reports';
import { CSP_REPORT_PATH } from '../security-headers';
import { SPECULATION_RULES_PATH, speculationRulesBody } from '../speculation-rules';
import { townSearchAnswer } from '../town-search-answer';
import { apiAnswer } from './api-route';
import { pageCaching } from './caching';
import { fileResponse, htmlResponse, plainNotFound } from './file-response';
import { madeOnce, memoryFile } from './memory-file';
import { addOperations, type OperationsOptions } from './operations';
import type { CanaryCounts, SiteStorage } from './storage';
import { hasExtension, visitOf, type Peer, type Visit, type VisitSettings } from './visit';

export interface GatewayAppOptions
  extends Partial<Omit<VisitSettings, 'visitorKey'>>, Omit<OperationsOptions, 'storage'> {
  /** The site's origin as configured (e.g. http://localhost:8080): API handlers see request URLs on it, never on the client's `Host`. */
  origin: string;
  storage: SiteStorage;
  /** How the host names the connection a request came on. */
  peerOf: (c: Context) => Peer;
  /** `/api/<name>` handlers. */
  api?: Record<string, WebHandler>;
  /** What answers an `/api/<name>` no handler is named for (the edge: the origin); a 404 when absent. */
  otherApi?: WebHandler;
  /** The API is another gateway's (the edge forwards to the origin's): its HTML answers come drawn in the site's page already. */
  apiIsAnotherGateway?: boolean;
  cspReports?: CspReportOptions;
  /** Counts page views per release and takes the browsers' error reports (`/api/releaseReport`). */
  counts?: CanaryCounts;
  /** Takes the pages' field figures (`/api/fieldReport`) into this store, as evidence on a canary through `watch`. */
  field?: Pick<FieldReportOptions, 'store' | 'watch'>;
  /** The key visitors' bucket cookies are signed with (the environment's). */
  visitorKey: string;
  log?: (line: string) => void;
}

type Gateway = { Variables: { visit: Visit; requestId: string } };

/** The shell's build holds its template and its Node build too, and a stored copy is only sent for its file: none is for browsers to ask for. */
const notPublic = (pathname: string) =>
  ['/index.html', '/release.json', '/release.seal'].includes(pathname) ||
  pathname.startsWith('/server/') ||
  /\.(br|gz)$/.test(pathname);

/** `.git`, `.env` and every other dot-segment is never a page or a file of the site. */
const hasDotSegment = (pathname: string) => pathname.split('/').some((segment) => segment.startsWith('.'));

/** Keeps the request alive until `work` settles where the host allows it (the edge), without the visitor waiting. */
function waitFor(c: Context, work: Promise<unknown>) {
  const settled = work.catch(() => undefined);
  try {
    c.executionCtx.waitUntil(settled);
  } catch {
    // A host without an execution context (Node) keeps running the work anyway.
  }
}

function safeDecode(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

/**
 * The site's origin as one Fetch application, the same on every host: rendered pages, the shell's
 * files, `/remotes.json`, media, downloads, link previews and `/api/*`, read from `storage`.
 */
export function createGatewayApp(options: GatewayAppOptions): Hono<Gateway> {
  const { storage, visitorKey, counts } = options;
  const settings = {
    trustedProxies: options.trustedProxies ?? [],
    alwaysHsts: options.alwaysHsts ?? false,
    visitorKey,
  };
  const network = (clientIp: string) => networkName(visitorKey, rateLimitKey(clientIp));
  const sourceOf = (request: Request, app: string, clientIp: string) => {
    const visitor = visitorIn(request.headers.get('cookie') ?? undefined, app, visitorKey);
    return { network: network(clientIp), ...(visitor ? { visitor } : {}) };
  };
  const api: Record<string, WebHandler> = {
    [CSP_REPORT_PATH.slice('/api/'.length)]: createCspReportHandler(options.cspReports),
    ...(counts
      ? {
          [RELEASE_REPORT_PATH.slice('/api/'.length)]: createReleaseReportHandler({ watch: counts, sourceOf }),
        }
      : {}),
    ...(options.field
      ? { [FIELD_REPORT_PATH.slice('/api/'.length)]: createFieldReportHandler({ ...options.field, sourceOf }) }
      : {}),
    ...options.api,
  };
  const releases = new WeakMap<object, Record<string, string>>();
  const countView = (c: Context<Gateway>) => {
    const { render, clientIp, visitor } = c.var.visit;
    if (!releases.has(render.summary)) releases.set(render.summary, releasesOf(render.summary));
    const counted = counts?.view(releases.get(render.summary)!, {
      network: network(clientIp),
      ...(visitor ? { visitor } : {}),
    });
    if (counted) waitFor(c, counted);
  };
  const notFound = async (c: Context<Gateway>) => {
    const { render, live, documents } = c.var.visit;
    const file = await storage.renderFile(render, render.summary.notFound);
    if (!file) return plainNotFound(documents);
    return fileResponse(c.req.raw, render.summary.notFound, file, {
      status: 404,
      headers: { ...pageCaching(Boolean(live.canary)), ...documents },
    });
  };

  const manifestFile = madeOnce((summary: RenderSummary) => JSON.stringify(summary.manifest));
  const rulesFile = memoryFile(speculationRulesBody);

  const app = new Hono<Gateway>();
  addOperations(app, options);

  app.use(async (c, next) => {
    const requested = new URL(c.req.url);
    const url = new URL(`${requested.pathname}${requested.search}`, options.origin);
    const live = await storage.live();
    if (!live)
      return c.body('The site is being rendered; try again in a moment.', 503, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Retry-After': '2',
      });
    c.set('visit', visitOf(c.req.raw, url, live, options.peerOf(c), settings));
    if (url.pathname.startsWith('/api/')) return next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD')
      return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD', ...c.var.visit.files } });
    const pathname = safeDecode(url.pathname);
    if (pathname === undefined || hasDotSegment(pathname) || notPublic(pathname)) return notFound(c);
    return next();
  });

  app.all('/api/*', (c) => apiAnswer(c.req.raw, c.var, api, storage, options.otherApi, options.apiIsAnotherGateway));

  app.get('/remotes.json', async (c) => {
    const { render, live, files, bucket } = c.var.visit;
    return fileResponse(c.req.raw, 'remotes.json', await manifestFile(render.summary), {
      headers: { ...pageCaching(Boolean(live.canary)), ...files, ...bucket },
    });
  });

  app.get(SPECULATION_RULES_PATH, async (c) =>
    fileResponse(c.req.raw, SPECULATION_RULES_PATH, await rulesFile, {
      type: 'application/speculationrules+json',
      headers: { ...pageCaching(false), ...c.var.visit.files },
    }),
  );

  app.get('/:file{(sitemap\\.xml|robots\\.txt)}', async (c) => {
    const { render, headersFor } = c.var.visit;
    const name = c.req.param('file');
    const file = await storage.renderFile(render, name);
    if (!file) return notFound(c);
    return fileResponse(c.req.raw, name, file, { headers: { ...pageCaching(false), ...headersFor(name) } });
  });

  app.get('/media/*', async (c) => {
    const { url, headersFor } = c.var.visit;
    const file = await storage.mediaFile(url.pathname.slice('/media'.length));
    // Library files keep their names across builds, so they are cached for a week, not forever.
    const headers = { ...headersFor(url.pathname), 'Cache-Control': 'public, max-age=604800' };
    return file ? fileResponse(c.req.raw, url.pathname, file, { headers }) : plainNotFound(headers);
  });

  app.get(`${LINK_PREVIEW_DIR}/*`, async (c) => {
    // The render's link-preview cards; their names change with their words, so they keep.
    const { url, render, headersFor } = c.var.visit;
    const file = await storage.renderFile(render, `previews${url.pathname.slice(LINK_PREVIEW_DIR.length)}`);
    const headers = headersFor(url.pathname);
    return file ? fileResponse(c.req.raw, url.pathname, file, { headers }) : plainNotFound(headers);
  });

  app.get('/downloads/*', async (c) => {
    // Downloads (PDF guides) open in the browser's viewer, as documents.
    const { url, render, documents } = c.var.visit;
    const file = await storage.downloadFile(render, url.pathname.slice('/downloads'.length));
    const headers = { ...documents, 'Cache-Control': 'public, max-age=3600' };
    return file ? fileResponse(c.req.raw, url.pathname, file, { headers }) : plainNotFound(headers);
  });

  app.get('*', async (c) => {
    const visit = c.var.visit;
    const { url, render } = visit;
    const pathname = safeDecode(url.pathname)!;
    if (hasExtension(url.pathname)) {
      const file = await storage.shellFile(render, url.pathname);
      const headers = visit.headersFor(pathname);
      return file ? fileResponse(c.req.raw, pathname, file, { headers }) : plainNotFound(headers);
    }
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
      const target = url.pathname.replace(/\/+$/, '') || '/';
      return c.body(null, 301, { Location: target + url.search, 'Cache-Control': 'no-cache', ...visit.files });
    }
    const townPage = townSearchAnswer(url, (candidate) => Boolean(render.summary.pages[candidate]));
    if (townPage) return c.body(null, 303, { Location: townPage, 'Cache-Control': 'no-store', ...visit.files });
    const page = render.summary.pages[pathname];
    const file = page && (await storage.renderFile(render, page));
    if (!page || !file) return notFound(c);
    // A page the browser fetches ahead of a possible visit (speculation rules) is not a view.
    const speculative = /prefetch|prerender/.test(c.req.header('sec-purpose') ?? '');
    if (c.req.method === 'GET' && !speculative) countView(c);
    if (carriesFormToken(pathname)) {
      const token = await issueFormToken(api, options.origin);
      if (token) {
        const html = withFormToken(await new Response(file.open()).text(), token);
        return htmlResponse(c.req.raw, html, visit.documents);
      }
    }
    return fileResponse(c.req.raw, page, file, {
      type: 'text/html; charset=utf-8',
      headers: { ...pageCaching(Boolean(visit.live.canary)), ...visit.documents },
    });
  });

  app.onError((error, c) => {
    // A client cut off (a timeout, a closed tab) is not a fault of the site.
    if (!c.req.raw.signal.aborted) (options.log ?? ((line) => console.error(line)))(`[gateway] ${String(error)}`);
    return c.body(JSON.stringify({ error: 'Internal error' }), 500, { 'Content-Type': 'application/json' });
  });

  return app;
}

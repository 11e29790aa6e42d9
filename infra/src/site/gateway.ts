import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import { createGzip, gzipSync } from 'node:zlib';

import { LINK_PREVIEW_DIR } from 'shared-contracts/seo/link-preview';

import { cameOverHttps, clientIpOf } from '../http/client-ip';
import { refuseMalformedRequest, requestUrl } from '../http/host-header';
import { rateLimitKey } from '../http/rate-limiter';
import { createLimitedServer, defaultServerLimits, type ServerLimits } from '../http/server-limits';
import { cacheControlFor, resolveInside, serveStatic } from '../http/static-files';
import { isWebMethod, sendWebResponse, toWebRequest, type WebHandler } from '../http/web-adapter';
import type { ReleaseWatch } from '../release/release-watch';
import type { RenderSummary } from '../render/render-job';
import { releasesOf, type CurrentRender } from '../render/site-renders';
import { createCspReportHandler, type CspReportOptions } from './csp-reports';
import { originOf } from './environment';
import { answerPagePath, carriesFormToken, inSitePage, issueFormToken, withFormToken } from './form-token-page';
import { networkName, visitorIn, visitorRender, type Visitor } from './release-buckets';
import { createReleaseReportHandler, RELEASE_REPORT_PATH } from './release-reports';
import {
  CSP_REPORT_PATH,
  opensAsDocument,
  siteSecurityHeaders,
  strictTransport,
  type SiteSecurityHeaders,
} from './security-headers';
import { SPECULATION_RULES_PATH, speculationRulesBody, speculationRulesHeader } from './speculation-rules';
import { townSearchAnswer } from './town-search-answer';

export interface GatewayOptions {
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
  /** The key visitors' bucket cookies are signed with (the environment's); a fresh one per process when absent. */
  visitorKey?: string;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : value);

/** The shell's build holds its template and its Node build too; neither is for browsers. */
const notPublic = (pathname: string) =>
  ['/index.html', '/release.json'].includes(pathname) || pathname.startsWith('/server/');

/** `.git`, `.env` and every other dot-segment is never a page or a file of the site. */
const hasDotSegment = (pathname: string) => pathname.split('/').some((segment) => segment.startsWith('.'));

function safeDecode(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

/** The site's origin: rendered pages, the shell's files, `/remotes.json`, and `/api/*`. */
export function createGateway(options: GatewayOptions): Server {
  // One policy per render: while a canary runs, two renders are served side by side.
  const policies = new WeakMap<RenderSummary, SiteSecurityHeaders>();
  const securityFor = (summary: RenderSummary) => {
    if (!policies.has(summary)) {
      const remoteOrigins = [...new Set(Object.values(summary.manifest.remotes).map(originOf))];
      policies.set(summary, siteSecurityHeaders(remoteOrigins, summary.serve.scriptOrigins));
    }
    return policies.get(summary)!;
  };

  /** A content-hashed shell file: from the deployed shell release, else from an earlier one an open tab may still use. */
  async function serveShellFile(
    req: IncomingMessage,
    res: ServerResponse,
    shellDir: string,
    pathname: string,
    headers: Record<string, string>,
  ) {
    const has = (dir: string) => existsSync(resolveInside(dir, pathname) ?? '\0');
    const dirs = [shellDir];
    if (options.shellReleasesDir && cacheControlFor(path.basename(pathname)) !== 'no-cache' && !has(shellDir)) {
      dirs.push(
        ...readdirSync(options.shellReleasesDir)
          .filter((id) => !id.startsWith('.'))
          .map((id) => path.join(options.shellReleasesDir!, id)),
      );
    }
    const dir = dirs.find(has) ?? shellDir;
    await serveStatic(dir, req, res, { headers });
  }

  function sendFile(
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    status: number,
    type: string,
    headers: Record<string, string>,
  ) {
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(status, {
      'Content-Type': type,
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      ...headers,
    });
    if (req.method === 'HEAD') return void res.end();
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
  }

  /** A page made for this request (the quote form's page, with its fresh form token): never stored by caches. */
  function sendHtml(req: IncomingMessage, res: ServerResponse, html: string, headers: Record<string, string>) {
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      ...headers,
    });
    res.end(req.method === 'HEAD' ? undefined : gzip ? gzipSync(html) : html);
  }

  const trustedProxies = options.trustedProxies ?? [];
  const visitorKey = options.visitorKey ?? randomBytes(32).toString('hex');
  const api: Record<string, WebHandler> = {
    [CSP_REPORT_PATH.slice('/api/'.length)]: createCspReportHandler(options.cspReports),
    ...(options.releaseWatch
      ? {
          [RELEASE_REPORT_PATH.slice('/api/'.length)]: createReleaseReportHandler({
            watch: options.releaseWatch,
            sourceOf: (request, app, clientIp) => {
              const visitor = visitorIn(request.headers.get('cookie') ?? undefined, app, visitorKey);
              return { network: networkName(visitorKey, rateLimitKey(clientIp)), ...(visitor ? { visitor } : {}) };
            },
          }),
        }
      : {}),
    ...options.api,
  };
  const releases = new WeakMap<RenderSummary, Record<string, string>>();
  const countView = (summary: RenderSummary, clientIp: string, visitor: Visitor | undefined) => {
    if (!releases.has(summary)) releases.set(summary, releasesOf(summary));
    options.releaseWatch?.view(releases.get(summary)!, {
      network: networkName(visitorKey, rateLimitKey(clientIp)),
      ...(visitor ? { visitor } : {}),
    });
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = requestUrl(req, options.origin);
    if (!url) return refuseMalformedRequest(res);
    const live = options.currentRender();
    if (!live) {
      res
        .writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '2' })
        .end('The site is being rendered; try again in a moment.');
      return;
    }
    const overHttps =
      options.alwaysHsts ||
      cameOverHttps(req.socket as Partial<TLSSocket>, headerValue(req.headers['x-forwarded-proto']), trustedProxies);
    // While a canary runs, each visitor gets one set (pages, manifest, shell files) by their bucket; a
    // page or the manifest gives a visitor without one their bucket, a file never does.
    const assign =
      !url.pathname.startsWith('/api/') && (url.pathname === '/remotes.json' || !path.posix.extname(url.pathname));
    const { render, setCookie, visitor } = visitorRender(live, headerValue(req.headers.cookie), visitorKey, {
      assign,
      secure: overHttps,
    });
    const clientIp = () =>
      clientIpOf(req.socket.remoteAddress, headerValue(req.headers['x-forwarded-for']), trustedProxies);
    const { manifest, serve } = render.summary;
    const policies = securityFor(render.summary);
    const hsts = strictTransport(overHttps);
    const bucket = live.canary
      ? { Vary: 'Accept-Encoding, Cookie', ...(setCookie ? { 'Set-Cookie': setCookie } : {}) }
      : {};
    const documents = { ...policies.documents, ...hsts, ...speculationRulesHeader, ...bucket };
    const files = { ...policies.files, ...hsts };
    const headersFor = (file: string) => (opensAsDocument(file) ? documents : files);
    const pathname = safeDecode(url.pathname);

    if (url.pathname.startsWith('/api/')) {
      if (!isWebMethod(req.method)) {
        res.writeHead(405, { Allow: 'GET, HEAD, POST', 'Cache-Control': 'no-store', ...files }).end();
        return;
      }
      const name = url.pathname.slice('/api/'.length);
      const handler = Object.hasOwn(api, name) ? api[name] : undefined;
      const request = toWebRequest(req, url);
      const response = handler
        ? await handler(request, { clientIp: clientIp() })
        : json(404, { error: `No API at ${url.pathname}` });
      const formPage = render.summary.pages[answerPagePath];
      const answer = await inSitePage(response, async () =>
        formPage ? readFile(path.join(render.dir, formPage), 'utf8') : undefined,
      );
      // An answer that is a page (the no-script quote answer) carries the pages' headers (frames, opener); its own policy is kept.
      const asPage = /^text\/html\b/.test(answer.headers.get('content-type') ?? '');
      await sendWebResponse(res, answer, {
        'Cache-Control': 'no-store',
        ...(asPage ? { ...policies.documents, ...hsts } : files),
      });
      return;
    }
    const notFound = () =>
      sendFile(req, res, path.join(render.dir, render.summary.notFound), 404, 'text/html; charset=utf-8', documents);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', ...files }).end();
      return;
    }
    if (pathname === undefined || hasDotSegment(pathname) || notPublic(pathname)) return notFound();
    if (url.pathname === '/remotes.json') {
      res
        .writeHead(200, {
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-cache',
          ...files,
          ...bucket,
        })
        .end(JSON.stringify(manifest));
      return;
    }
    if (url.pathname === SPECULATION_RULES_PATH) {
      res
        .writeHead(200, { 'Content-Type': 'application/speculationrules+json', 'Cache-Control': 'no-cache', ...files })
        .end(speculationRulesBody);
      return;
    }
    if (url.pathname === '/sitemap.xml' || url.pathname === '/robots.txt') {
      const type = url.pathname.endsWith('.xml') ? 'application/xml; charset=utf-8' : 'text/plain; charset=utf-8';
      return sendFile(req, res, path.join(render.dir, url.pathname.slice(1)), 200, type, headersFor(url.pathname));
    }
    if (url.pathname.startsWith('/media/') && options.mediaDir) {
      req.url = url.pathname.slice('/media'.length);
      // Library files keep their names across builds, so they are cached for a week, not forever.
      await serveStatic(options.mediaDir, req, res, {
        headers: { ...headersFor(url.pathname), 'Cache-Control': 'public, max-age=604800' },
      });
      return;
    }
    if (url.pathname.startsWith(`${LINK_PREVIEW_DIR}/`)) {
      // The render's link-preview cards; their names change with their words, so they keep.
      req.url = url.pathname.slice(LINK_PREVIEW_DIR.length);
      await serveStatic(path.join(render.dir, 'previews'), req, res, { headers: headersFor(url.pathname) });
      return;
    }
    if (url.pathname.startsWith('/downloads/') && serve.downloadsDir) {
      req.url = url.pathname.slice('/downloads'.length);
      // Downloads (PDF guides) open in the browser's viewer, as documents.
      await serveStatic(serve.downloadsDir, req, res, {
        headers: { ...documents, 'Cache-Control': 'public, max-age=3600' },
      });
      return;
    }
    if (path.posix.extname(url.pathname)) {
      await serveShellFile(req, res, serve.shellDir, pathname, headersFor(pathname));
      return;
    }
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
      const target = url.pathname.replace(/\/+$/, '') || '/';
      res.writeHead(301, { Location: target + url.search, 'Cache-Control': 'no-cache', ...files }).end();
      return;
    }
    const townPage = townSearchAnswer(url, (candidate) => Boolean(render.summary.pages[candidate]));
    if (townPage) {
      res.writeHead(303, { Location: townPage, 'Cache-Control': 'no-store', ...files }).end();
      return;
    }
    const page = render.summary.pages[pathname];
    if (!page) return notFound();
    // A page the browser fetches ahead of a possible visit (speculation rules) is not a view.
    const speculative = /prefetch|prerender/.test(headerValue(req.headers['sec-purpose']) ?? '');
    if (req.method === 'GET' && !speculative) countView(render.summary, clientIp(), visitor);
    if (carriesFormToken(pathname)) {
      const token = await issueFormToken(api, options.origin);
      if (token)
        return sendHtml(req, res, withFormToken(await readFile(path.join(render.dir, page), 'utf8'), token), documents);
    }
    sendFile(req, res, path.join(render.dir, page), 200, 'text/html; charset=utf-8', documents);
  }

  return createLimitedServer(options.limits ?? defaultServerLimits, (req, res) => {
    handle(req, res).catch((error: unknown) => {
      // A client cut off (a timeout, a closed tab) is not a fault of the site.
      if (req.socket.destroyed) return;
      console.error('[gateway]', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: 'Internal error' }));
    });
  });
}

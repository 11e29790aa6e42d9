import { cameOverHttps, clientIpOf } from '../../http/client-ip';
import type { RenderSummary } from '../../render/render-job';
import type { CurrentRender } from '../../render/site-renders';
import { visitorRender, type Visitor } from '../release-buckets';
import { opensAsDocument, siteSecurityHeaders, strictTransport, type SiteSecurityHeaders } from '../security-headers';
import { speculationRulesHeader } from '../speculation-rules';

/** The far end of the connection, as the host knows it: its address and whether it came over TLS. */
export interface Peer {
  address: string | undefined;
  encrypted: boolean;
}

export interface VisitSettings {
  /** Proxies in front of the gateway whose X-Forwarded-For and X-Forwarded-Proto may be believed. */
  trustedProxies: readonly string[];
  /** Strict-Transport-Security on every answer, for a TLS proxy that does not say X-Forwarded-Proto. */
  alwaysHsts: boolean;
  visitorKey: string;
}

/** One request as the gateway sees it: the render this visitor gets and the headers that go with it. */
export interface Visit {
  url: URL;
  live: CurrentRender;
  render: CurrentRender;
  visitor: Visitor | undefined;
  clientIp: string;
  policies: SiteSecurityHeaders;
  hsts: Record<string, string>;
  /** For what a browser shows as a page. */
  documents: Record<string, string>;
  /** For every other answer. */
  files: Record<string, string>;
  /** While a canary runs: `Vary` on the cookie, and the visitor's new bucket. */
  bucket: Record<string, string>;
  headersFor(pathname: string): Record<string, string>;
}

/** `/main.0123.js`, `/sitemap.xml`: a file's name, not a page's path (a leading dot names no type). */
export const hasExtension = (pathname: string) => (pathname.split('/').at(-1) ?? '').lastIndexOf('.') > 0;

// One policy per render: while a canary runs, two renders are served side by side.
const policies = new WeakMap<RenderSummary, SiteSecurityHeaders>();
function securityFor(summary: RenderSummary) {
  if (!policies.has(summary)) {
    const remoteOrigins = [...new Set(Object.values(summary.manifest.remotes).map((url) => new URL(url).origin))];
    policies.set(summary, siteSecurityHeaders(remoteOrigins, summary.serve.scriptOrigins));
  }
  return policies.get(summary)!;
}

export function visitOf(request: Request, url: URL, live: CurrentRender, peer: Peer, settings: VisitSettings): Visit {
  const overHttps =
    settings.alwaysHsts ||
    cameOverHttps(
      { remoteAddress: peer.address, encrypted: peer.encrypted },
      request.headers.get('x-forwarded-proto') ?? undefined,
      settings.trustedProxies,
    );
  // While a canary runs, each visitor gets one set (pages, manifest, shell files) by their bucket; a
  // page or the manifest gives a visitor without one their bucket, a file never does.
  const assign = !url.pathname.startsWith('/api/') && (url.pathname === '/remotes.json' || !hasExtension(url.pathname));
  const { render, setCookie, visitor } = visitorRender(
    live,
    request.headers.get('cookie') ?? undefined,
    settings.visitorKey,
    {
      assign,
      secure: overHttps,
    },
  );
  const security = securityFor(render.summary);
  const hsts = strictTransport(overHttps);
  const bucket: Record<string, string> = live.canary
    ? { Vary: 'Accept-Encoding, Cookie', ...(setCookie ? { 'Set-Cookie': setCookie } : {}) }
    : {};
  const documents = { ...security.documents, ...hsts, ...speculationRulesHeader, ...bucket };
  const files = { ...security.files, ...hsts };
  return {
    url,
    live,
    render,
    visitor,
    clientIp: clientIpOf(peer.address, request.headers.get('x-forwarded-for') ?? undefined, settings.trustedProxies),
    policies: security,
    hsts,
    documents,
    files,
    bucket,
    headersFor: (pathname) => (opensAsDocument(pathname) ? documents : files),
  };
}

/** Where browsers send Content-Security-Policy violation reports (`report-uri` and `report-to`). */
export const CSP_REPORT_PATH = '/api/cspReport';

const HSTS = 'max-age=31536000; includeSubDomains';

export interface SiteSecurityHeaders {
  /** For what a browser may show as a page (HTML, SVG): what may run, connect and frame, and who may frame it. */
  documents: Record<string, string>;
  /** For every other answer (scripts, styles, fonts, images, JSON): a page's policies mean nothing there. */
  files: Record<string, string>;
}

/**
 * Headers for what the site's origin serves. Every answer says that no other origin may read it and
 * that its type is as declared. Documents add what may run, where it may connect, what may be framed
 * (only the payment provider's frames, when the shop uses one) and who may frame them, where
 * violations are reported, and that no other origin may open them as a window. Scripts, styles and
 * images go without those: on a file they do nothing and only add a kilobyte to every request.
 * `thirdPartyOrigins`: the payment provider's SDK and hosts, allowed to run scripts, be framed and be reached.
 */
export function siteSecurityHeaders(
  remoteOrigins: readonly string[],
  thirdPartyOrigins: readonly string[] = [],
): SiteSecurityHeaders {
  const remotes = remoteOrigins.join(' ');
  const scripts = [...remoteOrigins, ...thirdPartyOrigins].join(' ');
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${scripts}`.trim(),
    // styled-components injects its rules at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${remotes}`.trim(),
    `connect-src 'self' ${scripts}`.trim(),
    "font-src 'self' data:",
    thirdPartyOrigins.length ? `frame-src ${thirdPartyOrigins.join(' ')}` : "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
    'report-to csp',
  ].join('; ');
  const files = {
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
  };
  return {
    files,
    documents: {
      ...files,
      'Content-Security-Policy': csp,
      'Reporting-Endpoints': `csp="${CSP_REPORT_PATH}"`,
      'Cross-Origin-Opener-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    },
  };
}

/** Files a browser may open as a page of their own: they get a document's headers wherever they are served. */
export const opensAsDocument = (pathname: string) => /\.(html?|svg|xml)$/i.test(pathname);

/** Strict-Transport-Security, for answers to requests that came over HTTPS: over plain HTTP it would mean nothing. */
export const strictTransport = (overHttps: boolean): Record<string, string> =>
  overHttps ? { 'Strict-Transport-Security': HSTS } : {};

/** CORS for a remote's origin: only the site may read its files, and other sites may not embed them. */
export function remoteOriginHeaders(requestOrigin: string | undefined, allowedOrigin: string): Record<string, string> {
  const shared = { Vary: 'Origin, Accept-Encoding', 'Cross-Origin-Resource-Policy': 'same-site' };
  return requestOrigin === allowedOrigin ? { 'Access-Control-Allow-Origin': allowedOrigin, ...shared } : shared;
}

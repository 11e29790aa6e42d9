/** Where browsers send Content-Security-Policy violation reports (`report-uri` and `report-to`). */
export const CSP_REPORT_PATH = '/api/cspReport';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers for everything the site's origin serves: what may run, where it may connect, what may be
 * framed (only the payment provider's frames, when the shop uses one) and who may frame it, where
 * violations are reported, and that no other origin may open it as a window or read its files.
 * `thirdPartyOrigins`: the payment provider's SDK and hosts, allowed to run scripts, be framed and be reached.
 */
export function siteSecurityHeaders(remoteOrigins: readonly string[], thirdPartyOrigins: readonly string[] = []): Record<string, string> {
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
  return {
    'Content-Security-Policy': csp,
    'Reporting-Endpoints': `csp="${CSP_REPORT_PATH}"`,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

/** Strict-Transport-Security, for answers to requests that came over HTTPS: over plain HTTP it would mean nothing. */
export const strictTransport = (overHttps: boolean): Record<string, string> => (overHttps ? { 'Strict-Transport-Security': HSTS } : {});

/** CORS for a remote's origin: only the site may read its files, and other sites may not embed them. */
export function remoteOriginHeaders(requestOrigin: string | undefined, allowedOrigin: string): Record<string, string> {
  const shared = { Vary: 'Origin, Accept-Encoding', 'Cross-Origin-Resource-Policy': 'same-site' };
  return requestOrigin === allowedOrigin ? { 'Access-Control-Allow-Origin': allowedOrigin, ...shared } : shared;
}

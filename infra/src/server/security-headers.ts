/** Headers for the site's HTML and API: what may run, where it may connect, and who may frame it. */
export function siteSecurityHeaders(remoteOrigins: readonly string[], extraScriptOrigins: readonly string[] = []): Record<string, string> {
  const remotes = remoteOrigins.join(' ');
  const scripts = [...remoteOrigins, ...extraScriptOrigins].join(' ');
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${scripts}`.trim(),
    // styled-components injects its rules at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${remotes}`.trim(),
    `connect-src 'self' ${scripts}`.trim(),
    "font-src 'self' data:",
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

/** CORS for a remote's origin: only the site may read its files. */
export function corsHeaders(requestOrigin: string | undefined, allowedOrigin: string): Record<string, string> {
  return requestOrigin === allowedOrigin
    ? { 'Access-Control-Allow-Origin': allowedOrigin, Vary: 'Origin, Accept-Encoding' }
    : { Vary: 'Origin, Accept-Encoding' };
}

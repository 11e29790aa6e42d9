import { quoteApi } from 'shared-contracts/quote/quote-request';

import type { WebHandler } from '../../http/web-adapter';
import { FIELD_REPORT_PATH } from '../field-reports';
import { RELEASE_REPORT_PATH } from '../release-reports';
import { CSP_REPORT_PATH } from '../security-headers';

/** What the edge hands to the Node origin: the quote service (leads stay in the lead store) and the browsers' reports. */
export const originApiPaths = [
  quoteApi.send,
  quoteApi.formToken,
  RELEASE_REPORT_PATH,
  FIELD_REPORT_PATH,
  CSP_REPORT_PATH,
];

/**
 * `/api/<name>` handlers that pass the request on to the origin as it came (method, headers, body),
 * saying who the visitor is (`X-Forwarded-For`, which the origin believes from the edge only) and
 * that the visitor came over HTTPS. The origin's answer comes back as it is.
 */
export function originApi(origin: string, { overHttps = true } = {}) {
  const forward: WebHandler = async (request, { clientIp }) => {
    const url = new URL(request.url);
    const headers = new Headers(request.headers);
    headers.set('X-Forwarded-For', clientIp);
    headers.set('X-Forwarded-Proto', overHttps ? 'https' : 'http');
    headers.delete('host');
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const answer = await fetch(new URL(`${url.pathname}${url.search}`, origin), {
      method: request.method,
      headers,
      redirect: 'manual',
      ...(hasBody ? { body: await request.arrayBuffer() } : {}),
    });
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  };
  return {
    /** Named, so the gateway's own uses (the quote form's token) and its report endpoints go to the origin too. */
    named: Object.fromEntries(originApiPaths.map((apiPath) => [apiPath.slice('/api/'.length), forward])) as Record<
      string,
      WebHandler
    >,
    forward,
  };
}

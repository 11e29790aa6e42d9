import { isWebMethod, type WebHandler } from '../../http/web-adapter';
import { answerPagePath, inSitePage } from '../form-token-page';
import type { SiteStorage } from './storage';
import type { Visit } from './visit';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers });

/** The request as the handler sees it: on the site's configured origin, never on what the client wrote in `Host`. */
function onOrigin(request: Request, url: URL, requestId: string) {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const headers = new Headers(request.headers);
  headers.set('X-Request-Id', requestId);
  return new Request(url, {
    method: request.method,
    headers,
    ...(hasBody ? { body: request.body, duplex: 'half' } : {}),
  } as RequestInit);
}

/** `/api/<name>`: the named handler's answer (the request carrying its id), with the headers every answer of the site carries. */
export async function apiAnswer(
  request: Request,
  { visit, requestId }: { visit: Visit; requestId: string },
  api: Record<string, WebHandler>,
  storage: SiteStorage,
  otherwise?: WebHandler,
  /** The handlers are another gateway's (the edge's origin): an HTML answer is already drawn in the site's page. */
  drawnElsewhere = false,
): Promise<Response> {
  if (!isWebMethod(request.method))
    return new Response(null, {
      status: 405,
      headers: { Allow: 'GET, HEAD, POST', 'Cache-Control': 'no-store', ...visit.files },
    });
  const name = visit.url.pathname.slice('/api/'.length);
  const handler = Object.hasOwn(api, name) ? api[name] : otherwise;
  const response = handler
    ? await handler(onOrigin(request, visit.url, requestId), { clientIp: visit.clientIp })
    : json(404, { error: `No API at ${visit.url.pathname}` });
  const formPage = visit.render.summary.pages[answerPagePath];
  const answer = drawnElsewhere
    ? response
    : await inSitePage(response, async () => {
        const file = formPage ? await storage.renderFile(visit.render, formPage) : undefined;
        return file ? new Response(file.open()).text() : undefined;
      });
  // An answer that is a page (the no-script quote answer) carries the pages' headers (frames, opener); its own policy is kept.
  const asPage = /^text\/html\b/.test(answer.headers.get('content-type') ?? '');
  const headers = new Headers({
    'Cache-Control': 'no-store',
    ...(asPage ? { ...visit.policies.documents, ...visit.hsts } : visit.files),
  });
  answer.headers.forEach((value, header) =>
    header === 'set-cookie' ? headers.append(header, value) : headers.set(header, value),
  );
  return new Response(answer.body, { status: answer.status, headers });
}

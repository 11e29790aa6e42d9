/** The site's API handlers are Web-standard, so the same code runs here and on a serverless host. */
export type WebHandler = (request: Request, context: { clientIp: string }) => Promise<Response>;

/** Methods a Web `Request` can carry; any other (TRACE, CONNECT, a made-up one) is answered 405 before a handler sees it. */
const webMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export const isWebMethod = (method: string | undefined) => webMethods.has(method ?? '');

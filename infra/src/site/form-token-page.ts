import { FORM_TOKEN_SLOT, quoteApi, quoteFormPages } from 'shared-contracts/quote/quote-request';

import type { WebHandler } from '../http/web-adapter';

const slot = new RegExp(`<input\\b[^>]*\\b${FORM_TOKEN_SLOT}=""[^>]*>`, 'g');

/** Writes `token` into every form-token slot of a rendered page (the quote form's hidden input). */
export function withFormToken(html: string, token: string): string {
  return html.replace(slot, (input) =>
    input.replace(/\svalue="[^"]*"/, '').replace(/\/?>$/, ` value="${token.replace(/[^A-Za-z0-9._-]/g, '')}"/>`),
  );
}

export const carriesFormToken = (pathname: string) => quoteFormPages.includes(pathname);

/** The page a form-sent quote's answer is drawn in: the quote form's own page. */
export const answerPagePath = quoteFormPages[0] ?? '/contact';

/** A fresh token from the quote service's own endpoint, or undefined when the site runs without it. */
export async function issueFormToken(api: Record<string, WebHandler>, origin: string): Promise<string | undefined> {
  const handler = api[quoteApi.formToken.slice('/api/'.length)];
  if (!handler) return undefined;
  const response = await handler(new Request(new URL(quoteApi.formToken, origin)), { clientIp: '127.0.0.1' });
  if (!response.ok) return undefined;
  return ((await response.json()) as { formToken?: string }).formToken;
}

const part = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? '';

/**
 * The quote service's answer to a form sent without scripts, drawn in the storefront's own page
 * (`sitePage`, the rendered quote-form page): its header, footer and styles stay, its main content
 * becomes the answer, and everything that would run or fetch code is taken out, so the page is as
 * still as the answer itself. Status and headers are the answer's.
 */
export function answerInSitePage(answer: string, sitePage: string): string {
  const title = part(answer, /<title>([\s\S]*?)<\/title>/);
  const style = part(answer, /<style>([\s\S]*?)<\/style>/);
  const content = part(answer, /<main>([\s\S]*)<\/main>/);
  return sitePage
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>/g, '')
    .replace(/<template id="site-prefetch">[\s\S]*?<\/template>/g, '')
    .replace(/<link\b[^>]*\brel="(?:prefetch|modulepreload|canonical)"[^>]*>/g, '')
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`)
    .replace('</head>', () => `<meta name="robots" content="noindex"><style>${style}</style></head>`)
    .replace(/(<main\b[^>]*>)[\s\S]*<\/main>/, (_, open: string) => `${open}${content}</main>`);
}

/** A form-sent quote's HTML answer in the site's page; any other answer, or no page to use, as it is. */
export async function inSitePage(response: Response, sitePage: () => Promise<string | undefined>) {
  if (!/^text\/html\b/.test(response.headers.get('content-type') ?? '')) return response;
  const site = await sitePage();
  if (site === undefined) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(answerInSitePage(await response.text(), site), { status: response.status, headers });
}

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

/** A fresh token from the quote service's own endpoint, or undefined when the site runs without it. */
export async function issueFormToken(api: Record<string, WebHandler>, origin: string): Promise<string | undefined> {
  const handler = api[quoteApi.formToken.slice('/api/'.length)];
  if (!handler) return undefined;
  const response = await handler(new Request(new URL(quoteApi.formToken, origin)), { clientIp: '127.0.0.1' });
  if (!response.ok) return undefined;
  return ((await response.json()) as { formToken?: string }).formToken;
}

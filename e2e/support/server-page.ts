import type { APIRequestContext } from '@playwright/test';
import { within } from '@testing-library/dom';
import { JSDOM } from 'jsdom';

/**
 * A page as the server sends it, parsed into a document without a browser: no scripts run, no
 * styles are applied. Queried by role and text like a browser test (Testing Library), it checks what
 * the HTML itself says (headings, text, links, metadata, structured data) at a fraction of the cost.
 */
export async function serverPage(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const { document } = new JSDOM(await response.text()).window;
  const boundary = (remote: string) => {
    const root = document.querySelector(`[data-boundary="mfe-${remote}"]`);
    if (!root) throw new Error(`${path}: no mfe-${remote} boundary in the server's HTML`);
    return within(root as HTMLElement);
  };
  return {
    status: response.status(),
    document,
    title: document.title,
    boundary,
    meta: (name: string) =>
      document.querySelector(`meta[name="${name}"], meta[property="${name}"]`)?.getAttribute('content') ?? undefined,
    jsonLdTypes: () =>
      [...document.querySelectorAll('head script[type="application/ld+json"]')].map(
        (script) => (JSON.parse(script.textContent ?? '{}') as { '@type'?: string })['@type'],
      ),
  };
}

/** Text with its whitespace collapsed, as a reader sees it. */
export const shownText = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

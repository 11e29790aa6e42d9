import type { APIRequestContext } from '@playwright/test';

import { readRawPage } from './raw-html';

/** An internal link that does not land on a page of its own. */
export interface DeadLink {
  /** The page the link is on. */
  from: string;
  href: string;
  problem: string;
}

export interface LinkReport {
  /** Pages read (each internal URL once, query included). */
  pages: number;
  /** Internal links followed, counted on every page they appear on. */
  links: number;
  dead: DeadLink[];
}

/** What a visitor following an `href` reaches on this site: path and query, or null for other sites, mail, calls and in-page anchors. */
export function internalTarget(href: string, origin: string): string | null {
  if (href.startsWith('#') || /^(mailto|tel|javascript):/i.test(href)) return null;
  const url = new URL(href, origin);
  if (url.origin !== origin) return null;
  return url.pathname + url.search;
}

interface Landing {
  problem: string | null;
  /** The page's own internal links, when it is an HTML page. */
  links: string[];
}

/**
 * Reads one URL as a crawler does (no redirects followed) and says whether it is a page of its own.
 * Like a crawler, it asks again once when a kept-alive connection is reset: the server closes an idle
 * one after 5 s, and a request sent on it at that moment is cut off before it is read.
 */
async function land(request: APIRequestContext, target: string): Promise<Landing> {
  const response = await request.get(target, { maxRedirects: 0, maxRetries: 1 });
  const status = response.status();
  if (status >= 300 && status < 400)
    return { problem: `redirects (${status}) to ${response.headers()['location']}`, links: [] };
  if (status !== 200) return { problem: `answers ${status}`, links: [] };
  if (!response.headers()['content-type']?.includes('text/html')) return { problem: null, links: [] };
  const page = readRawPage(await response.text());
  // A missing record renders its owner's not-found screen; a part that failed to render ships without its heading.
  const heading = page.h1.length === 1 ? page.h1[0]! : null;
  const problem =
    heading === null
      ? `has ${page.h1.length} headings instead of one (a part failed to render?)`
      : /not found/i.test(heading)
        ? `shows "${heading}"`
        : null;
  return { problem, links: page.links };
}

/**
 * Reads every page reachable from the seeds through internal links (server HTML, several requests at
 * a time) and reports each link whose target redirects, fails, is not found or shows a not-found screen.
 */
export async function checkLinks(
  request: APIRequestContext,
  origin: string,
  seeds: readonly string[],
  concurrency = 6,
): Promise<LinkReport> {
  const seen = new Set<string>();
  const queue: string[] = [];
  const problems = new Map<string, string | null>();
  const linksTo = new Map<string, Set<string>>();
  let links = 0;

  const visit = (target: string) => {
    if (seen.has(target)) return;
    seen.add(target);
    queue.push(target);
  };
  const follow = (from: string, href: string) => {
    const target = internalTarget(href, origin);
    if (target === null) return;
    links++;
    linksTo.set(target, (linksTo.get(target) ?? new Set()).add(from));
    visit(target);
  };

  for (const seed of seeds) visit(seed);

  const worker = async () => {
    for (let target = queue.shift(); target !== undefined; target = queue.shift()) {
      const landing = await land(request, target);
      problems.set(target, landing.problem);
      for (const href of landing.links) follow(target, href);
    }
  };
  // A worker stops when the queue is empty, even if another is about to add pages: go round until none are left.
  while (queue.length) await Promise.all(Array.from({ length: concurrency }, worker));

  const dead = [...linksTo].flatMap(([href, sources]) => {
    const problem = problems.get(href);
    return problem ? [...sources].map((from) => ({ from, href, problem })) : [];
  });
  return { pages: seen.size, links, dead };
}

import { fetchedAhead, NEXT_PAGE_ATTRIBUTE } from 'shared-contracts/routing/fetched-ahead';

import { underNowAndLater, type Browser } from '../reading';

/**
 * Pages fetched ahead at a time (their HTML alone), the nearest of them drawn too. A phone's screen
 * shows three to eight links, and fewer pages missed the one tapped too often. Drawing is what a
 * wrong guess costs: a page drawn and never shown took the CPU the tapped page needed.
 */
export const PAGES_AHEAD = 4;
export const PAGES_DRAWN = 1;

/** How long the screen stays still before the links on it count as read (scrolling past is not reading). */
export const SETTLED_MS = 500;

/** The visitor asked the browser to spare data (the Network Information API, where there is one). */
const savesData = (win: Window) =>
  (win.navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/** The browser reads speculation rules (older ones lack even the way to ask). */
const speculationRulesRun = () =>
  typeof HTMLScriptElement.supports === 'function' && HTMLScriptElement.supports('speculationrules');

/** A link to another page of the site that the speculation rules may draw ahead. */
function leadsAhead(link: HTMLAnchorElement, here: Location): boolean {
  if (link.origin !== here.origin || link.hasAttribute('download')) return false;
  if (link.target !== '' && link.target !== '_self') return false;
  if (link.pathname === here.pathname && link.search === here.search) return false;
  return fetchedAhead(link.pathname);
}

/**
 * Where the visitor stops to read, the pages behind the links nearest the middle of the screen are
 * fetched and the nearest drawn before the tap (ADR 0022): once the screen has been still for
 * `SETTLED_MS`, those links (at most `PAGES_AHEAD` pages) carry `data-next-page`, `prerender` for
 * the nearest page and `prefetch` for the others, which the speculation rules act on at once; a link
 * that leaves the choice loses its mark, and the browser drops its page. A press on a link whose page
 * is not the one drawn drops the others' marks, so the browser's means go to the page the visitor
 * asked for. Links a page draws later are watched too. Nothing happens where the browser has no
 * speculation rules or IntersectionObserver, or the visitor saves data: the rules' own "on intent"
 * still apply.
 */
export function drawNextPagesInView(win: Browser, doc: Document, settledMs = SETTLED_MS) {
  const Observer = win.IntersectionObserver;
  if (!Observer || !speculationRulesRun() || savesData(win)) return;
  const inView = new Set<HTMLAnchorElement>();
  let marked: HTMLAnchorElement[] = [];
  let timer: number | undefined;

  const fromMiddle = (link: HTMLAnchorElement) => {
    const box = link.getBoundingClientRect();
    return Math.abs(box.top + box.height / 2 - win.innerHeight / 2);
  };
  const choose = () => {
    const pages: string[] = [];
    const chosen = [...inView]
      .map((link) => ({ link, distance: fromMiddle(link) }))
      .sort((a, b) => a.distance - b.distance)
      .flatMap(({ link }) => {
        if (!pages.includes(link.href)) pages.push(link.href);
        const rank = pages.indexOf(link.href);
        if (rank >= PAGES_AHEAD) return [];
        return [{ link, mark: rank < PAGES_DRAWN ? 'prerender' : 'prefetch' }];
      });
    const links = chosen.map(({ link }) => link);
    for (const link of marked) if (!links.includes(link)) link.removeAttribute(NEXT_PAGE_ATTRIBUTE);
    for (const { link, mark } of chosen)
      if (link.getAttribute(NEXT_PAGE_ATTRIBUTE) !== mark) link.setAttribute(NEXT_PAGE_ATTRIBUTE, mark);
    marked = links;
  };
  const settle = () => {
    win.clearTimeout(timer);
    timer = win.setTimeout(choose, settledMs);
  };

  const observer = new Observer((entries) => {
    for (const { target, isIntersecting } of entries)
      if (isIntersecting) inView.add(target as HTMLAnchorElement);
      else inView.delete(target as HTMLAnchorElement);
    settle();
  });
  const watchUnder = (root: Element) => {
    const links = root.matches('a[href]')
      ? [root as HTMLAnchorElement]
      : root.querySelectorAll<HTMLAnchorElement>('a[href]');
    for (const link of links) if (leadsAhead(link, win.location)) observer.observe(link);
  };
  underNowAndLater(doc, watchUnder);
  win.addEventListener('scroll', settle, { capture: true, passive: true });
  const pressed = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || link.getAttribute(NEXT_PAGE_ATTRIBUTE) === 'prerender') return;
    win.clearTimeout(timer);
    // The page pressed keeps what was fetched for it; the rest is dropped.
    for (const other of marked) if (other.href !== link.href) other.removeAttribute(NEXT_PAGE_ATTRIBUTE);
    marked = marked.filter((other) => other.href === link.href);
  };
  win.addEventListener('pointerdown', pressed, { capture: true, passive: true });
}

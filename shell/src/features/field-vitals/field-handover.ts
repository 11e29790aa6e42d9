import { readStoredJson, writeStoredJson, type TabStore } from 'shared-contracts/storage/tab-storage';

/** The tab's reports waiting for the next page of the site to send them. */
export const HANDED_OVER_KEY = 'wraplab.field.handedOver';
/** How long after a move to another page of the site began the page's hide still counts as that move. */
export const MOVE_WINDOW_MS = 10_000;
/** Reports a tab holds at most: a tab whose pages never send stops growing. */
const MOST_HELD = 8;
/** Addresses of the site's origin that are no page (files, the API): their documents run no idle script. */
const NOT_A_PAGE = /^\/api\/|\.[a-z0-9]+$/i;

function held(storage: TabStore): string[] {
  const value = readStoredJson(storage, HANDED_OVER_KEY);
  return Array.isArray(value) ? value.filter((body): body is string => typeof body === 'string') : [];
}

/**
 * A page left by a link (or form, or script) for another page of the site hands its figures to that
 * page in the tab's session storage instead of sending them: starting a request on the way out ran
 * between the visitor's tap and the next page's first paint, where plain HTML runs nothing. Anywhere
 * else (a tab closed, another site, a browser without the Navigation API) the page sends them itself.
 */
export function handOverOnMoves(win: Window, storage: TabStore | undefined) {
  let movingAt: number | undefined;
  // In the tap's own task, before the browser starts the move: plain string checks only.
  win.navigation?.addEventListener('navigate', (event) => {
    const to = new URL(event.destination.url);
    const toSitePage =
      !event.destination.sameDocument &&
      event.downloadRequest === null &&
      to.origin === win.location.origin &&
      !NOT_A_PAGE.test(to.pathname);
    movingAt = toSitePage ? win.performance.now() : undefined;
  });
  return {
    /** Keeps a report for the next page; false when the page is not on its way to one (the caller sends it). */
    keep(body: string): boolean {
      if (!storage || movingAt === undefined || win.performance.now() - movingAt > MOVE_WINDOW_MS) return false;
      return writeStoredJson(storage, HANDED_OVER_KEY, [...held(storage), body].slice(-MOST_HELD));
    },
  };
}

/** Sends the reports an earlier page of the tab handed over; one the browser would not queue waits for the next page. */
export function sendHandedOver(storage: TabStore | undefined, send: (body: string) => boolean) {
  if (!storage) return;
  const bodies = held(storage);
  if (!bodies.length) return;
  const unsent = bodies.filter((body) => !send(body));
  try {
    if (unsent.length) storage.setItem(HANDED_OVER_KEY, JSON.stringify(unsent));
    else storage.removeItem(HANDED_OVER_KEY);
  } catch {
    // Storage that cannot be written now is read again by the next page.
  }
}

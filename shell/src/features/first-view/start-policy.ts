/**
 * When the site's scripts start. The server's HTML is the whole page: text, images and links need no
 * script. So a page starts its scripts when the visitor first acts on it (moves the pointer, touches,
 * scrolls, types or focuses), and at once only when the page shows something the server could not
 * draw: what this browser stores (a cart, a sign-in), or a URL the HTML was not rendered for.
 *
 * These are plain DOM reads: this module runs before the federation runtime has shared anything.
 */

/** On `<html>`: `on-intent` when the server's HTML is the whole page for visitors without stored state. */
export const STARTS_ATTRIBUTE = 'data-starts';
/** On `<html>`: the local-storage keys of the visitor's stored state, space-separated. */
export const STORED_STATE_ATTRIBUTE = 'data-stored-state';
/** Written by the render job with the URL the HTML was drawn for (the same name as in the contracts). */
const RENDERED_URL_ATTRIBUTE = 'data-rendered-url';

export type StartMoment = 'with-the-page' | 'on-intent';

export function startMoment(doc: Document, storage: Pick<Storage, 'getItem'> | undefined): StartMoment {
  const html = doc.documentElement;
  if (html.getAttribute(STARTS_ATTRIBUTE) !== 'on-intent') return 'with-the-page';
  const { pathname, search } = (doc.defaultView as Window).location;
  if (html.getAttribute(RENDERED_URL_ATTRIBUTE) !== pathname + search) return 'with-the-page';
  const keys = (html.getAttribute(STORED_STATE_ATTRIBUTE) ?? '').split(' ').filter(Boolean);
  return keys.some((key) => readable(storage, key) !== null) ? 'with-the-page' : 'on-intent';
}

function readable(storage: Pick<Storage, 'getItem'> | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** What counts as the visitor acting on the page. A pointer that moves is a visitor with a mouse. */
export const intentEvents = [
  'pointermove',
  'pointerdown',
  'touchstart',
  'wheel',
  'scroll',
  'keydown',
  'focusin',
] as const;

/** Resolves on the visitor's first act on the page. */
export function firstIntent(win: Window): Promise<void> {
  return new Promise((resolve) => {
    const options = { capture: true, passive: true } as const;
    const acted = () => {
      for (const type of intentEvents) win.removeEventListener(type, acted, options);
      resolve();
    };
    for (const type of intentEvents) win.addEventListener(type, acted, options);
  });
}

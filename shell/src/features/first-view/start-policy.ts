/**
 * When the site's scripts start. The server's HTML is the whole page: text, images and links need no
 * script. So a page starts its scripts when the visitor first acts on a control (touches, presses,
 * focuses or types in one, or moves a mouse), not while they read and scroll, and at once only when
 * the page shows something the server could not draw: what this browser stores (a cart, a sign-in),
 * or a URL the HTML was not rendered for.
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

/**
 * Where a touch, press, focus or key is the visitor acting on a control (a form, a button, a menu,
 * the chat, a size). A link is not one: its next page is the server's HTML, and starting the site's
 * scripts on the way out would only make the page the visitor leaves busy as they leave.
 */
const CONTROLS = [
  'button',
  'summary',
  'input',
  'select',
  'textarea',
  'label',
  '[role="button"]',
  '[popovertarget]',
  '[contenteditable]',
  '[tabindex]:not([tabindex="-1"]):not(a)',
].join(',');

/** The events that may be the visitor acting. */
const intentEvents = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Whether an event is the visitor acting on the page rather than reading it. Reading (a scroll, a
 * wheel, a touch on text, a link followed) needs none of the site's scripts: the compact header and
 * the sections' scroll effects come with the idle script (`features/reading`). A pointer that moves
 * is a visitor with a mouse, who is given the site at once.
 */
export function isAct(event: Event): boolean {
  if (event.type === 'pointermove') return (event as PointerEvent).pointerType === 'mouse';
  const target = event.target as Partial<Element> | null;
  return typeof target?.closest === 'function' && target.closest(CONTROLS) !== null;
}

/** Set on the root element once every part of the first route has hydrated: the site's scripts run the page. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Resolves on the visitor's first act on the page. */
export function firstIntent(win: Window): Promise<void> {
  return new Promise((resolve) => {
    const options = { capture: true, passive: true } as const;
    const acted = (event: Event) => {
      if (!isAct(event)) return;
      for (const type of intentEvents) win.removeEventListener(type, acted, options);
      resolve();
    };
    for (const type of intentEvents) win.addEventListener(type, acted, options);
  });
}

import { onRouteChange } from './route-change';

/** The live region that names the new page after a move drawn in place. */
export const PAGE_ANNOUNCER_ID = 'page-announcer';
/** How long a move waits for the new page's title before it announces what there is. */
const TITLE_WAIT_MS = 2000;

function announcer(doc: Document): HTMLElement {
  const existing = doc.getElementById(PAGE_ANNOUNCER_ID);
  if (existing) return existing;
  const region = doc.createElement('div');
  region.id = PAGE_ANNOUNCER_ID;
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  // Visually hidden, read by screen readers (set through CSSOM: the policy allows no style attributes).
  Object.assign(region.style, {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  });
  doc.body.append(region);
  return region;
}

/** Resolves with the document's title once it changes from `before` (or after the wait, with what there is). */
function nextTitle(doc: Document, before: string): Promise<string> {
  return new Promise((resolve) => {
    const win = doc.defaultView as Window;
    const done = () => {
      observer.disconnect();
      win.clearTimeout(timer);
      resolve(doc.title);
    };
    const observer = new MutationObserver(() => doc.title !== before && done());
    observer.observe(doc.head, { subtree: true, childList: true, characterData: true });
    const timer = win.setTimeout(done, TITLE_WAIT_MS);
  });
}

/**
 * A move drawn in place (inside one remote) tells a screen reader where the visitor is, as a new
 * document would: the new page's title is announced in a live region, and focus moves to the page's
 * main region (without scrolling), so the next Tab starts from the new content. A document move
 * announces its own title and needs none of this.
 */
export function announcePageOnRouteChange(doc: Document = document): () => void {
  const win = doc.defaultView as Window;
  const region = announcer(doc);
  let before = doc.title;
  return onRouteChange(win, () => {
    const from = before;
    void nextTitle(doc, from).then((title) => {
      before = title;
      region.textContent = title;
      // The page's `<main id="main" tabindex="-1">`, also the skip link's target.
      doc.getElementById('main')?.focus({ preventScroll: true });
    });
  });
}

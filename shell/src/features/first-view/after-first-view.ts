/** The longest the site's scripts wait for the page's largest image before they start anyway. */
export const FIRST_VIEW_WAIT_MS = 2500;

/** After the next frame is drawn: what the browser is answering now reaches the screen first. */
export const nextFrame = (win: Window) =>
  new Promise<void>((resolve) => win.requestAnimationFrame(() => win.setTimeout(resolve, 0)));

/**
 * Resolves once the server-drawn first view is on screen: the page's high-priority (largest) image
 * loaded and painted, or at once when the page has none. The site's scripts start after it, so their
 * work never holds that image back from the screen; links and the page's text need no script.
 */
export function afterFirstView(doc: Document = document, waitMs = FIRST_VIEW_WAIT_MS): Promise<void> {
  const win = doc.defaultView as Window;
  const hero = doc.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!hero || hero.complete) return nextFrame(win);
  return new Promise<void>((resolve) => {
    const done = () => {
      win.clearTimeout(timer);
      resolve(nextFrame(win));
    };
    const timer = win.setTimeout(done, waitMs);
    hero.addEventListener('load', done, { once: true });
    hero.addEventListener('error', done, { once: true });
  });
}

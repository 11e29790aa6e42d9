/** The header turns compact once the page has scrolled more than 50 px (spec). */
export const COMPACT_AFTER_PX = 50;

/**
 * Keeps the header bar's `data-compact` (which its styles read, lockup included) in step with the
 * scroll. The bar is looked up at each scroll: the shell may draw the page again around it.
 */
export function compactHeader(win: Window, doc: Document) {
  const update = () =>
    doc
      .querySelector('#site-header header[data-compact]')
      ?.setAttribute('data-compact', String(win.scrollY > COMPACT_AFTER_PX));
  update();
  win.addEventListener('scroll', update, { passive: true });
}

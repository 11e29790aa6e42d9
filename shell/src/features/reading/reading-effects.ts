import { compactHeader } from './compact-header';
import { expandRule, inViewWatcher, revealRule } from './in-view';
import { underNowAndLater } from './now-and-later';
import { turnSlideshowsWhileReading } from './slideshows';

/**
 * What reading a page asks for, for every visitor and whether or not the site's scripts start (the
 * idle script runs it): the header turns compact on scrolling, sections fade in and section titles'
 * rules expand as they are reached, on the server's elements and on those a page drawn in place adds
 * later; slideshows turn (or, where only the site's scripts can turn them, ask for those). The one
 * place these effects live: components only draw the attributes.
 */
export function readingEffects(win: Window, doc: Document) {
  compactHeader(win, doc);
  turnSlideshowsWhileReading(win, doc);
  const watchers = [revealRule, expandRule].flatMap((rule) => {
    const watch = inViewWatcher(win, rule);
    return watch ? [{ selector: `[${rule.attribute}]`, watch }] : [];
  });
  if (watchers.length === 0) return;
  const watchUnder = (root: Element) => {
    for (const { selector, watch } of watchers)
      watch(root.matches(selector) ? [root, ...root.querySelectorAll(selector)] : root.querySelectorAll(selector));
  };
  underNowAndLater(doc, watchUnder);
}

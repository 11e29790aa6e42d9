import { afterFirstView } from './after-first-view';
import { whenIdle } from './prefetch';
import { IDLE_SCRIPT_ID, insertTemplateScripts } from './site-scripts';

/**
 * The page's second script (`idle.ts`, a file of its own: what reading asks for and field
 * measuring) is inserted in a spare moment after the first view, whether or not the site's scripts
 * ever start: a visitor who only reads gets the compact header and the scroll effects, and is
 * measured too. The browser hands it every figure recorded before.
 */
export function insertIdleScript(win: Window, doc: Document) {
  void afterFirstView(doc)
    .then(() => whenIdle(win))
    .then(() => insertTemplateScripts(doc, IDLE_SCRIPT_ID));
}

import { fieldSampleShare } from 'shared-contracts/field/field-report';

import { afterFirstView, IDLE_SCRIPT_ID, insertTemplateScripts, whenIdle } from '../first-view';

/**
 * Field measuring starts from the page's first script, whether or not the site's scripts ever do
 * (a visitor who only reads is measured too), in a spare moment after the first view: its script
 * (`idle.ts`, a file of its own) is fetched then, and the browser hands it every figure recorded before.
 */
export function measureFieldWhenIdle(win: Window, doc: Document, random = Math.random) {
  if (random() >= fieldSampleShare) return;
  void afterFirstView(doc)
    .then(() => whenIdle(win))
    .then(() => insertTemplateScripts(doc, IDLE_SCRIPT_ID));
}

import { afterFirstView } from './features/first-view/after-first-view';
import { holdEarlyPresses } from './features/first-view/early-presses';
import { insertSiteScripts } from './features/first-view/site-scripts';
import { firstIntent, startMoment } from './features/first-view/start-policy';

/**
 * The page's first script: it decides when the site's scripts start and holds early presses until
 * they have. A page drawn from stored state starts once its first view is on screen; any other page
 * when the visitor first acts on it.
 */
function storage() {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

const earlyPresses = holdEarlyPresses(document);
const startWhen = startMoment(document, storage()) === 'on-intent' ? firstIntent(window) : afterFirstView();

void startWhen.then(() => insertSiteScripts(document)).finally(() => earlyPresses.replay());

import { SITE_STARTED_EVENT } from './features/first-view/site-scripts';
import { yieldToBrowser } from './features/first-view/yield-to-browser';

// The start script inserts this one when the page should start. Federation needs one async boundary
// before shared modules are used. Each step starts in a task of its own: evaluating this runtime,
// fetching and evaluating the shared libraries, and starting the site are each a long task on a phone.
void yieldToBrowser()
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'))
  .then(async ({ startSite }) => {
    await yieldToBrowser();
    return startSite();
  })
  .catch((error: unknown) => console.error("[shell] the site's scripts could not load", error))
  .finally(() => document.dispatchEvent(new Event(SITE_STARTED_EVENT)));

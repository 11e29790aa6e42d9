import { SITE_STARTED_EVENT } from './features/first-view/site-scripts';

// The start script inserts this one when the page should start. Federation needs one async boundary
// before shared modules are used.
void import('./bootstrap')
  .then(({ startSite }) => startSite())
  .catch((error: unknown) => console.error("[shell] the site's scripts could not load", error))
  .finally(() => document.dispatchEvent(new Event(SITE_STARTED_EVENT)));

import { afterFirstView } from './features/first-view/after-first-view';

// Federation needs one async boundary before shared modules are used; the site's scripts start
// once the server-drawn first view is on screen.
void afterFirstView().then(() => import('./bootstrap'));

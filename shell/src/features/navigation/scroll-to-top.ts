import { onRouteChange } from './route-change';

/**
 * On every move drawn in place the page scrolls to the top, so a new page never opens mid-way down;
 * back and forward keep the place the browser restores. (A document move scrolls by itself.)
 */
export function scrollToTopOnRouteChange(target: Window = window): () => void {
  return onRouteChange(target, ({ traversal }) => {
    if (traversal) return;
    const reduced = target.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
  });
}

import { onRouteChange } from './route-change';

/**
 * On every move drawn in place the page opens at its top at once, as a new document does; back and
 * forward keep the place the browser restores. (A document move scrolls by itself.) Not smooth: the
 * header grows back from compact during such a scroll, and the browser's scroll anchoring then left
 * the new page some pixels short of its top.
 */
export function scrollToTopOnRouteChange(target: Window = window): () => void {
  return onRouteChange(target, ({ traversal }) => {
    if (!traversal) target.scrollTo({ top: 0, behavior: 'instant' });
  });
}

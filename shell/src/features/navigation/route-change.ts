/** What a single-spa routing event says about the move: a new path, and whether it was back/forward. */
export interface RouteChange {
  pathname: string;
  /** The browser's back or forward: the browser restores the place, so the page does not scroll to the top. */
  traversal: boolean;
}

/** Calls `onMove` for each route change that changes the path (not the first route, not a query-only change). */
export function onRouteChange(target: Window, onMove: (change: RouteChange) => void): () => void {
  let lastPath = target.location.pathname;
  const onRoute = (event: Event) => {
    const pathname = target.location.pathname;
    if (pathname === lastPath) return;
    lastPath = pathname;
    const original = (event as CustomEvent<{ originalEvent?: Event & { singleSpaTrigger?: string } }>).detail
      ?.originalEvent;
    onMove({ pathname, traversal: original?.type === 'popstate' && !original.singleSpaTrigger });
  };
  target.addEventListener('single-spa:routing-event', onRoute);
  return () => target.removeEventListener('single-spa:routing-event', onRoute);
}

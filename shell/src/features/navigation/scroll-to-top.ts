/** On every route change the page scrolls smoothly to the top, so a new page never opens mid-way down. */
export function scrollToTopOnRouteChange(target: Window = window): () => void {
  let lastPath = target.location.pathname;
  const onRoute = () => {
    const path = target.location.pathname;
    if (path === lastPath) return;
    lastPath = path;
    const reduced = target.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
  };
  target.addEventListener('single-spa:routing-event', onRoute);
  return () => target.removeEventListener('single-spa:routing-event', onRoute);
}

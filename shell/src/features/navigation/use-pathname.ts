import { createContext, useContext, useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
};

/** The path the page was rendered for: what the server draws, and what hydration must draw again. */
export const RenderedPathContext = createContext('/');

/** The current path, following single-spa's navigation. */
export function usePathname(): string {
  const renderedPath = useContext(RenderedPathContext);
  return useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => renderedPath,
  );
}

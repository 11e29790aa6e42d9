import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
};

/** The current path, following single-spa's navigation. */
export function usePathname(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}

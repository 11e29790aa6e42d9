import { useEffect, useRef } from 'react';

/**
 * Opens every `<details>` inside the returned ref's element while `query` matches and folds them
 * when it stops matching: the footer's groups stand open on wide screens, folded on phones. The
 * server draws them folded; CSS already shows their links on wide screens before this runs.
 */
export function useOpenFrom<T extends HTMLElement>(query: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const wide = window.matchMedia(query);
    const follow = () => {
      for (const details of ref.current?.querySelectorAll('details') ?? []) details.open = wide.matches;
    };
    // On phones the server's folded groups stay as they are, with any the visitor opened already.
    if (wide.matches) follow();
    wide.addEventListener('change', follow);
    return () => wide.removeEventListener('change', follow);
  }, [query]);
  return ref;
}

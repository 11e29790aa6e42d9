import { lazy, Suspense, useState, type ComponentType } from 'react';
import styled from 'styled-components';

/** A page in its own chunk; `preload` fetches it ahead of the first render, `isReady` says it has arrived. */
export type LazyPage = ComponentType & { preload: () => Promise<void>; isReady: () => boolean };

/**
 * A page in its own chunk, so a visitor downloads the page they open and not the remote's whole
 * page set. The server and the browser mount both fetch the page of the URL first, so the page is
 * drawn and hydrated directly, in one pass with the rest of the remote: a Suspense boundary would
 * be hydrated later, after the shell has already put stored state (cart, sign-in) into the store.
 * On a client-side navigation to a page not fetched yet, a boundary holds the page's space.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  let loaded: ComponentType | undefined;
  const preload = async () => {
    loaded ??= pick(await load());
  };
  const Fetched = lazy(() => preload().then(() => ({ default: loaded as ComponentType })));
  function LazyPageBoundary() {
    // Chosen once per mount, so the page is never swapped for another element type while shown.
    const [Ready] = useState(() => loaded);
    if (Ready) return <Ready />;
    return (
      <Suspense fallback={<Waiting aria-busy="true" />}>
        <Fetched />
      </Suspense>
    );
  }
  return Object.assign(LazyPageBoundary, { preload, isReady: () => loaded !== undefined });
}

const Waiting = styled.div`
  min-height: 60vh;
`;

import { useEffect, type ComponentType } from 'react';

import { findRoute, routesOwnedBy, type PageOwner } from 'shared-contracts/routes/route-table';
import { drawsInPlace } from 'shared-contracts/routing/next-page';
import { Route, Routes } from 'shared-contracts/routing/router';

export type PageMap = Readonly<
  Record<string, ComponentType & { preload?: () => Promise<void>; isReady?: () => boolean }>
>;

/** Whether the remote can draw the page at a path without fetching: a lazy page whose chunk has arrived. */
export const pageReadyAt = (pages: PageMap, pathname: string): boolean => {
  const route = findRoute(pathname);
  const page = route && pages[route.pattern];
  return !!page && (page.isReady?.() ?? true);
};

/**
 * A remote's routes, straight from the ownership table; paths it does not own render nothing. While
 * mounted, links to its pages whose code it holds are drawn in place (`shared-contracts/routing/next-page`).
 */
export function OwnedRoutes({ owner, pages }: { owner: PageOwner; pages: PageMap }) {
  useEffect(
    () =>
      drawsInPlace(owner, {
        ready: (pathname) => pageReadyAt(pages, pathname),
        preload: (pathname) => void preloadPageAt(pages, pathname).catch(() => undefined),
      }),
    [owner, pages],
  );
  return (
    <Routes>
      {routesOwnedBy(owner).map(({ pattern }) => {
        const Page = pages[pattern];
        if (!Page) throw new Error(`${owner} has no page for ${pattern}`);
        return <Route key={pattern} path={pattern} element={<Page />} />;
      })}
      <Route path="*" element={null} />
    </Routes>
  );
}

/** Patterns of the table the page map does not cover, for each remote's own test. */
export const missingPages = (owner: PageOwner, pages: PageMap) =>
  routesOwnedBy(owner)
    .map((route) => route.pattern)
    .filter((pattern) => !pages[pattern]);

/** Fetch the chunk of the page at a path (if it is a lazy page), so the first render does not wait for it. */
export async function preloadPageAt(pages: PageMap, pathname: string): Promise<void> {
  const route = findRoute(pathname);
  if (route) await pages[route.pattern]?.preload?.();
}

/** Every page's chunk: tests render any route at once, as the browser does after `preloadPageAt`. */
export const preloadAllPages = (pages: PageMap) => Promise.all(Object.values(pages).map((page) => page.preload?.()));

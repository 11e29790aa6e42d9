import type { ComponentType } from 'react';

import { findRoute, routesOwnedBy, type PageOwner } from 'shared-contracts/routes/route-table';
import { Route, Routes } from 'shared-contracts/routing/router';

export type PageMap = Readonly<Record<string, ComponentType & { preload?: () => Promise<void> }>>;

/** A remote's routes, straight from the ownership table; paths it does not own render nothing. */
export function OwnedRoutes({ owner, pages }: { owner: PageOwner; pages: PageMap }) {
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

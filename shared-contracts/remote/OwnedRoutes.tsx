import type { ComponentType } from 'react';
import { Route, Routes } from 'shared-contracts/routing/router';
import { routesOwnedBy, type PageOwner } from '../routes/route-table';

export type PageMap = Readonly<Record<string, ComponentType>>;

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

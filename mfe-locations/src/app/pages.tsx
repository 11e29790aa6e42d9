import { lazy, Suspense, type ComponentType } from 'react';
import styled from 'styled-components';
import type { PageMap } from 'shared-contracts/remote/OwnedRoutes';

const Waiting = styled.div`
  min-height: 60vh;
`;

/**
 * Each page is its own chunk, and the town list another one they share, so a visitor downloads
 * only the page they open (and the town data once).
 */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })));
  return function LazyPage() {
    return (
      <Suspense fallback={<Waiting aria-busy="true" />}>
        <Page />
      </Suspense>
    );
  };
}

export const pages: PageMap = {
  '/locations': lazyPage(() => import('../features/locations-index/LocationsPage'), (m) => m.LocationsPage),
  '/locations/:townSlug': lazyPage(() => import('../features/town-page/TownPage'), (m) => m.TownPage),
  '/regions': lazyPage(() => import('../features/regions/RegionPages'), (m) => m.RegionsPage),
  '/regions/:region': lazyPage(() => import('../features/regions/RegionPages'), (m) => m.RegionPage),
  '/towns': lazyPage(() => import('../features/locations-index/TownsPage'), (m) => m.TownsPage),
  '/vehicle-wraps-chicago': lazyPage(() => import('../features/town-page/ChicagoLandingPage'), (m) => m.ChicagoLandingPage),
};

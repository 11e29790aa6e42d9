import { lazyPage } from 'shared-contracts/remote/lazy-page';
import type { PageMap } from 'shared-contracts/remote/OwnedRoutes';

export const pages: PageMap = {
  '/locations': lazyPage(
    () => import('../features/locations-index/LocationsPage'),
    (m) => m.LocationsPage,
  ),
  '/locations/:townSlug': lazyPage(
    () => import('../features/town-page/TownPage'),
    (m) => m.TownPage,
  ),
  '/regions': lazyPage(
    () => import('../features/regions/RegionPages'),
    (m) => m.RegionsPage,
  ),
  '/regions/:region': lazyPage(
    () => import('../features/regions/RegionPages'),
    (m) => m.RegionPage,
  ),
  '/towns': lazyPage(
    () => import('../features/locations-index/TownsPage'),
    (m) => m.TownsPage,
  ),
  '/vehicle-wraps-chicago': lazyPage(
    () => import('../features/town-page/ChicagoLandingPage'),
    (m) => m.ChicagoLandingPage,
  ),
};

import { lazyPage } from 'shared-contracts/remote/lazy-page';
import type { PageMap } from 'shared-contracts/remote/OwnedRoutes';

export const pages: PageMap = {
  '/locations': lazyPage(
    () => import(/* webpackChunkName: "locations-page" */ '../features/locations-index/LocationsPage'),
    (m) => m.LocationsPage,
  ),
  '/locations/:townSlug': lazyPage(
    () => import(/* webpackChunkName: "town-page" */ '../features/town-page/TownPage'),
    (m) => m.TownPage,
  ),
  '/regions': lazyPage(
    () => import(/* webpackChunkName: "region-pages" */ '../features/regions/RegionPages'),
    (m) => m.RegionsPage,
  ),
  '/regions/:region': lazyPage(
    () => import(/* webpackChunkName: "region-pages" */ '../features/regions/RegionPages'),
    (m) => m.RegionPage,
  ),
  '/towns': lazyPage(
    () => import(/* webpackChunkName: "towns-page" */ '../features/locations-index/TownsPage'),
    (m) => m.TownsPage,
  ),
  '/vehicle-wraps-chicago': lazyPage(
    () => import(/* webpackChunkName: "chicago-landing-page" */ '../features/town-page/ChicagoLandingPage'),
    (m) => m.ChicagoLandingPage,
  ),
};

import { business } from 'shared-contracts/business/business';
import type { PageMeta } from 'shared-contracts/store/page-meta';
import type { Town } from 'shared-contracts/towns/town-lookup';

/** Geo meta tags for a town; Chicago's position stands in when the town has no coordinates. */
export function townGeo(town: Town): NonNullable<PageMeta['location']> {
  const hasPosition = town.latitude !== undefined && town.longitude !== undefined;
  return {
    placename: town.name,
    region: town.state,
    latitude: hasPosition ? (town.latitude as number) : business.geo.latitude,
    longitude: hasPosition ? (town.longitude as number) : business.geo.longitude,
  };
}

import { mediaCatalog, paintedLettering, type MediaId } from 'shared-contracts/media/catalog';

import type { ServiceContent } from '../../content/services/service-types';

/** Service heroes rotate through 12 images, every 5 seconds; the gallery every 4. */
export const SERVICE_HERO_POOL_SIZE = 12;
export const SERVICE_HERO_INTERVAL_MS = 5000;
export const SERVICE_GALLERY_INTERVAL_MS = 4000;

/** Wide vehicle and workshop scenes that suit any service hero, in the order they fill the pool. */
const sharedHeroImages: readonly MediaId[] = [
  'vinyl-install',
  'plumbing-van-wrap',
  'fleet-vans',
  'satin-black-sports-car',
  'ppf-install',
  'ceramic-beading',
  'color-shift-sedan',
  'box-truck-bakery',
  'electric-blue-sports-car',
  'hvac-van-wrap',
  'large-format-printer',
  'racing-stripe-suv',
  'partial-wrap-hood-roof',
  'matte-military-green-suv',
  'nardo-grey-sedan',
  'vinyl-install-orange',
  'ceramic-beading-red',
  'partial-wrap-van-graphics',
  'after-wrapped-sedan',
];

/** The service's own images first, then shared scenes, twelve in all, none twice and none with painted lettering behind the headline. */
export function serviceHeroPool(service: ServiceContent): MediaId[] {
  const pool = [...new Set<MediaId>([service.hero, ...service.images, ...sharedHeroImages])].filter(
    (id) => !paintedLettering(id),
  );
  return pool.slice(0, SERVICE_HERO_POOL_SIZE);
}

const libraryIds = new Set<string>(mediaCatalog.map((image) => image.id));

/** An uploaded hero counts only when it names an image the library has. */
export function validUploadedHero(value: string | undefined): MediaId | undefined {
  return value && libraryIds.has(value) ? (value as MediaId) : undefined;
}

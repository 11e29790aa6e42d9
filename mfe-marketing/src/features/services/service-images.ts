import { mediaCatalog, quietBehindText, type MediaId } from 'shared-contracts/media/catalog';

import type { ServiceContent } from '../../content/services/service-types';

/** Service heroes rotate through 12 images, every 5 seconds; the gallery every 4. */
export const SERVICE_HERO_POOL_SIZE = 12;
export const SERVICE_HERO_INTERVAL_MS = 5000;
export const SERVICE_GALLERY_INTERVAL_MS = 4000;

/**
 * Wide vehicle scenes that suit any service hero, in the order they fill the pool: each quiet behind a
 * headline (no lettering, no tool drawn large), since every one of them turns up under the title.
 */
const sharedHeroImages: readonly MediaId[] = [
  'satin-black-sports-car',
  'ceramic-beading',
  'color-shift-sedan',
  'electric-blue-sports-car',
  'racing-stripe-suv',
  'partial-wrap-hood-roof',
  'matte-military-green-suv',
  'nardo-grey-sedan',
  'ceramic-beading-red',
  'partial-wrap-van-graphics',
  'after-wrapped-sedan',
  'shop-bay-sedan',
  'shop-bay-suv',
  'front-satin-blue-suv',
];

/** The service's own images first, then shared scenes, twelve in all, none twice and none loud behind the headline. */
export function serviceHeroPool(service: ServiceContent): MediaId[] {
  const pool = [...new Set<MediaId>([service.hero, ...service.images, ...sharedHeroImages])].filter(quietBehindText);
  return pool.slice(0, SERVICE_HERO_POOL_SIZE);
}

const libraryIds = new Set<string>(mediaCatalog.map((image) => image.id));

/** An uploaded hero counts only when it names an image the library has. */
export function validUploadedHero(value: string | undefined): MediaId | undefined {
  return value && libraryIds.has(value) ? (value as MediaId) : undefined;
}

import type { MediaId } from 'shared-contracts/media/catalog';

/** Town hero pool: 4 images, picked by the first character of the town id, so a town keeps its picture; none with painted lettering, since the headline sits on it. */
export const townBackgrounds = [
  'satin-black-sports-car',
  'color-shift-sedan',
  'racing-stripe-suv',
  'electric-blue-sports-car',
] as const satisfies readonly MediaId[];

/** Generic region page pool: 5 images, one picked at random per view. */
export const regionBackgrounds = [
  'matte-military-green-suv',
  'color-shift-sedan',
  'nardo-grey-sedan',
  'electric-blue-sports-car',
  'partial-wrap-van-graphics',
] as const satisfies readonly MediaId[];

/** Nearby-region thumbnails cycle through these four. */
export const adjacentRegionThumbnails = [
  'hvac-van-wrap',
  'matte-military-green-suv',
  'food-truck-wrap',
  'nardo-grey-sedan',
] as const satisfies readonly MediaId[];

/** Same town, same picture on every visit: the first character's code point picks it. */
export function backgroundIndexForId(id: string, poolSize: number): number {
  if (poolSize <= 0) return 0;
  const first = id.codePointAt(0) ?? 0;
  return first % poolSize;
}

/** After a failure the next image is used, wrapping around; null once every image has failed. */
export function nextBackground(current: number, failures: number, poolSize: number): number | null {
  if (failures >= poolSize) return null;
  return (current + 1) % poolSize;
}

/** A random start for the generic region page; `random` is injectable so tests can pin it. */
export function randomBackgroundIndex(poolSize: number, random: () => number = Math.random): number {
  return Math.min(poolSize - 1, Math.floor(random() * poolSize));
}

export const cyclicItem = <T>(items: readonly T[], index: number): T => items[index % items.length] as T;

/**
 * The site's image library, as the parts that show it see it: every picture by id, with its alt text,
 * size, setting and the facts its captions and placements are checked against, and where its renditions
 * are served. The build draws each one from its scene in `infra/media/pictures/` (or takes the owner's photo)
 * and encodes it to WebP and AVIF.
 */
import type { ImageFacts, MediaImage, Setting } from 'shared-contracts/media/media-image';

import { productImages } from './library/products';
import { stillImages } from './library/stills';
import { vehicleImages } from './library/vehicles';

export type { Finish, ImageFacts, MediaImage, Setting, VehicleKind } from 'shared-contracts/media/media-image';

/** Rendered widths; the largest is the intrinsic width. */
export const mediaWidths = [640, 1280] as const;
export type MediaFormat = 'avif' | 'webp';

export const mediaCatalog = [
  ...vehicleImages,
  ...stillImages,
  ...productImages,
] as const satisfies readonly MediaImage[];

export type MediaId = (typeof mediaCatalog)[number]['id'];

const byId = new Map<string, MediaImage>(mediaCatalog.map((image) => [image.id, image]));

export function mediaImage(id: MediaId): MediaImage {
  const image = byId.get(id);
  if (!image) throw new Error(`No image ${id} in the media library`);
  return image;
}

/** Served from the site's own origin, so every part points at one copy. */
export const mediaUrl = (id: MediaId, width: (typeof mediaWidths)[number], format: MediaFormat) =>
  `/media/${id}-${width}.${format}`;

export const mediaSrcSet = (id: MediaId, format: MediaFormat) =>
  mediaWidths.map((width) => `${mediaUrl(id, width, format)} ${width}w`).join(', ');

/**
 * Whether the picture carries painted lettering (a customer's livery, a fleet's name, a shipping
 * label). Such a picture may be shown as a picture, never behind a headline or a button.
 */
export const paintedLettering = (id: MediaId): boolean => mediaImage(id).facts.lettering;

/** Whether a picture may sit behind a headline: no lettering in it and no tool drawn large. */
export const quietBehindText = (id: MediaId): boolean => {
  const { facts } = mediaImage(id);
  return !facts.lettering && !facts.tool;
};

/** The backdrop composed for text in each setting (each one is set where it serves). */
const backdropFor: Record<Setting, MediaId> = {
  studio: 'hero-studio-coupe',
  shop: 'hero-shop-bay',
  street: 'hero-city-street',
  lot: 'hero-open-lot',
  paint: 'hero-paint-sheen',
};

/**
 * The picture drawn behind a page's headline for a page about `id`: a backdrop composed for text (the
 * subject small in the right third, a quiet field where the words sit) in the same setting, never a
 * blown-up crop of the scene itself.
 */
export const heroBackdrop = (id: MediaId): MediaId => backdropFor[mediaImage(id).setting];

/** Whether the picture is the owner's photograph rather than an illustration. */
export const isPhotograph = (id: MediaId): boolean => mediaImage(id).photo !== undefined;

/** Whether every one of these pictures is a photograph: the words around a set of pictures follow the set. */
export const allPhotographs = (ids: readonly MediaId[]): boolean => ids.length > 0 && ids.every(isPhotograph);

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The caption under a picture: a photograph's own caption, or the picture's description marked as an
 * illustration, so no caption passes a drawing off as a job someone can go and see.
 */
export function pictureCaption(id: MediaId): string {
  const image = mediaImage(id);
  return image.photo ? image.photo.caption : `Illustration: ${lowerFirst(image.alt)}`;
}

/** An image's facts by id, for checks that meet ids as plain strings (from the page, say). */
export const imageFacts = (id: string): ImageFacts | undefined => byId.get(id)?.facts;

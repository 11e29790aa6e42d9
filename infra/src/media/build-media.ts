/**
 * Builds the image library (shared-contracts/media/catalog.ts): each image is the owner's photo when
 * `infra/media/photos/<id>.<jpg|jpeg|png|webp|avif>` exists, otherwise its scene drawn by the pictures
 * workspace (`infra/media/pictures/`), encoded to WebP and AVIF at every width. Unchanged images are
 * skipped, so a rebuild only encodes what changed.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { pictureSvg } from 'pictures';
import sharp from 'sharp';

import { mediaCatalog, mediaWidths, type MediaImage } from 'shared-contracts/media/catalog';

import { keepInCache, mediaCacheDir, takeFromCache } from './encoded-cache';

export const mediaDir = path.resolve(__dirname, '../../dist/media');
export const photosDir = path.resolve(__dirname, '../../media/photos');
export const photoExtensions = ['jpg', 'jpeg', 'png', 'webp', 'avif'] as const;

interface Source {
  /** Changes whenever what the image shows changes. */
  stamp: string;
  image: () => sharp.Sharp;
  origin: 'photo' | 'painted';
}

function photoOf(image: MediaImage, photos: string): string | undefined {
  return photoExtensions.map((ext) => path.join(photos, `${image.id}.${ext}`)).find((file) => existsSync(file));
}

function sourceOf(image: MediaImage, photos: string): Source {
  const photo = photoOf(image, photos);
  if (photo) {
    const bytes = readFileSync(photo);
    // Cropped to the catalog's shape around the most salient part, so the subject stays in frame.
    return {
      origin: 'photo',
      stamp: hash(['photo', bytes]),
      image: () =>
        sharp(bytes).rotate().resize(image.width, image.height, { fit: 'cover', position: sharp.strategy.attention }),
    };
  }
  const svg = pictureSvg(image);
  return {
    origin: 'painted',
    stamp: hash(['painted', svg, installedFonts()]),
    image: () => sharp(Buffer.from(svg), { density: 72 }),
  };
}

/**
 * The fonts this machine draws the scenes' lettering with: installing a font (Chromium brings
 * Liberation, Arial's stand-in) changes how the same scene is drawn, so it redraws the scenes.
 */
let fonts: string | undefined;
function installedFonts() {
  fonts ??= (spawnSync('fc-list', [':', 'file'], { encoding: 'utf8' }).stdout ?? '').split('\n').sort().join('\n');
  return fonts;
}

const hash = (parts: (string | Buffer)[]) => {
  const digest = createHash('sha256');
  for (const part of [...parts, mediaWidths.join()]) digest.update(part);
  return digest.digest('hex').slice(0, 16);
};

const webp = { quality: 80 };
const avif = { quality: 55, effort: 2 };
/** What the encoded files also depend on besides the picture: the settings and the encoder's version. */
const encoding = JSON.stringify({ webp, avif, sharp: sharp.versions });

const encodedFile = (image: MediaImage, width: number, format: 'webp' | 'avif') => `${image.id}-${width}.${format}`;
const filesOf = (image: MediaImage) =>
  mediaWidths.flatMap((width) => [encodedFile(image, width, 'webp'), encodedFile(image, width, 'avif')]);

async function encode(image: MediaImage, source: Source, outDir: string) {
  const full = await source.image().png().toBuffer();
  await Promise.all(
    mediaWidths.flatMap((width) => {
      const height = Math.round((image.height * width) / image.width);
      const resized = sharp(full).resize(width, height);
      return [
        resized
          .clone()
          .webp(webp)
          .toFile(path.join(outDir, encodedFile(image, width, 'webp'))),
        resized
          .clone()
          .avif(avif)
          .toFile(path.join(outDir, encodedFile(image, width, 'avif'))),
      ];
    }),
  );
}

export interface MediaBuild {
  encoded: string[];
  /** Taken from the cache of encoded images (`encoded-cache.ts`) instead of encoded. */
  cached: string[];
  photos: string[];
}

export async function buildMedia({
  catalog = mediaCatalog as readonly MediaImage[],
  outDir = mediaDir,
  photos = photosDir,
  cacheDir = mediaCacheDir(),
}: {
  catalog?: readonly MediaImage[];
  outDir?: string;
  photos?: string;
  cacheDir?: string | undefined;
} = {}): Promise<MediaBuild> {
  mkdirSync(outDir, { recursive: true });
  const stampFile = path.join(outDir, 'stamps.json');
  const stamps: Record<string, string> = existsSync(stampFile) ? JSON.parse(readFileSync(stampFile, 'utf8')) : {};
  const result: MediaBuild = { encoded: [], cached: [], photos: [] };
  for (const image of catalog) {
    const source = sourceOf(image, photos);
    if (source.origin === 'photo') result.photos.push(image.id);
    const complete = filesOf(image).every((file) => existsSync(path.join(outDir, file)));
    if (stamps[image.id] === source.stamp && complete) continue;
    const key = `${image.id}-${hash([source.stamp, encoding])}`;
    if (cacheDir && takeFromCache(cacheDir, key, outDir)) result.cached.push(image.id);
    else {
      await encode(image, source, outDir);
      if (cacheDir) keepInCache(cacheDir, key, outDir, filesOf(image));
      result.encoded.push(image.id);
    }
    stamps[image.id] = source.stamp;
  }
  writeFileSync(stampFile, JSON.stringify(stamps, null, 2));
  return result;
}

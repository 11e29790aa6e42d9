/**
 * Draws the image library (shared-contracts/media/catalog.ts) and encodes each image to WebP and
 * AVIF at every width. Unchanged images are skipped, so a rebuild only encodes what changed.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { mediaCatalog, mediaWidths, type MediaImage } from 'shared-contracts/media/catalog';
import { sceneSvg } from './scenes';

export const mediaDir = path.resolve(__dirname, '../../dist/media');
const stampFile = path.join(mediaDir, 'stamps.json');

async function encode(image: MediaImage, svg: string) {
  const source = sharp(Buffer.from(svg), { density: 72 });
  await Promise.all(
    mediaWidths.flatMap((width) => {
      const height = Math.round((image.height * width) / image.width);
      const resized = source.clone().resize(width, height);
      return [
        resized.clone().webp({ quality: 80 }).toFile(path.join(mediaDir, `${image.id}-${width}.webp`)),
        resized.clone().avif({ quality: 55, effort: 2 }).toFile(path.join(mediaDir, `${image.id}-${width}.avif`)),
      ];
    }),
  );
}

async function main() {
  mkdirSync(mediaDir, { recursive: true });
  const stamps: Record<string, string> = existsSync(stampFile) ? JSON.parse(readFileSync(stampFile, 'utf8')) : {};
  const started = Date.now();
  let encoded = 0;
  for (const image of mediaCatalog) {
    const svg = sceneSvg(image);
    const stamp = createHash('sha256').update(svg).update(mediaWidths.join()).digest('hex').slice(0, 16);
    const complete = mediaWidths.every((w) => existsSync(path.join(mediaDir, `${image.id}-${w}.avif`)));
    if (stamps[image.id] === stamp && complete) continue;
    await encode(image, svg);
    stamps[image.id] = stamp;
    encoded++;
  }
  writeFileSync(stampFile, JSON.stringify(stamps, null, 2));
  console.info(`media: ${mediaCatalog.length} images, ${encoded} encoded in ${((Date.now() - started) / 1000).toFixed(1)} s -> ${mediaDir}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

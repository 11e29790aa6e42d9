import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import sharp from 'sharp';

import { mediaImage, mediaWidths } from 'shared-contracts/media/catalog';

import { buildMedia } from './build-media';

const image = mediaImage('shop-bay-sedan');
let outDir: string;
let photos: string;
let cacheDir: string;

beforeEach(() => {
  outDir = mkdtempSync(path.join(tmpdir(), 'media-out-'));
  photos = mkdtempSync(path.join(tmpdir(), 'media-photos-'));
  cacheDir = mkdtempSync(path.join(tmpdir(), 'media-cache-'));
});
afterEach(() => {
  for (const dir of [outDir, photos, cacheDir]) rmSync(dir, { recursive: true, force: true });
});

const build = (into = outDir) => buildMedia({ catalog: [image], outDir: into, photos, cacheDir });

async function centerPixel(file: string) {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]!, width: info.width, height: info.height };
}

async function writePhoto(name: string, color: { r: number; g: number; b: number }) {
  await sharp({ create: { width: 900, height: 900, channels: 3, background: color } })
    .jpeg()
    .toFile(path.join(photos, name));
}

it('paints the scene in every width and format when the owner has no photo', async () => {
  expect(await build()).toEqual({ encoded: ['shop-bay-sedan'], cached: [], photos: [] });
  for (const width of mediaWidths) {
    for (const format of ['webp', 'avif']) {
      const { width: got, height } = await centerPixel(path.join(outDir, `shop-bay-sedan-${width}.${format}`));
      expect([got, height]).toEqual([width, Math.round((image.height * width) / image.width)]);
    }
  }
});

it("takes the owner's photo named after the image, cropped to the image's shape, at the next build", async () => {
  await build();
  await writePhoto('shop-bay-sedan.jpg', { r: 200, g: 20, b: 20 });

  expect(await build()).toEqual({ encoded: ['shop-bay-sedan'], cached: [], photos: ['shop-bay-sedan'] });
  const pixel = await centerPixel(path.join(outDir, 'shop-bay-sedan-1280.webp'));
  expect(pixel).toMatchObject({ width: 1280, height: 800 });
  expect(pixel.r).toBeGreaterThan(170);
  expect(pixel.g).toBeLessThan(60);
});

it('encodes again only when the photo changes', async () => {
  await writePhoto('shop-bay-sedan.png', { r: 20, g: 20, b: 200 });
  await build();
  expect((await build()).encoded).toEqual([]);

  await writePhoto('shop-bay-sedan.png', { r: 20, g: 200, b: 20 });
  expect((await build()).encoded).toEqual(['shop-bay-sedan']);
  expect((await centerPixel(path.join(outDir, 'shop-bay-sedan-640.avif'))).g).toBeGreaterThan(150);
});

it('ignores a photo named after no library image', async () => {
  writeFileSync(path.join(photos, 'notes.txt'), 'not a photo');
  await writePhoto('unknown-image.jpg', { r: 0, g: 0, b: 0 });
  expect((await build()).photos).toEqual([]);
});

it('a new checkout copies unchanged images from the cache of encoded images, and encodes a changed one', async () => {
  await build();
  const newClone = mkdtempSync(path.join(tmpdir(), 'media-out-'));
  try {
    expect(await build(newClone)).toEqual({ encoded: [], cached: ['shop-bay-sedan'], photos: [] });
    for (const file of ['shop-bay-sedan-640.avif', 'shop-bay-sedan-1280.webp'])
      expect(readFileSync(path.join(newClone, file)).equals(readFileSync(path.join(outDir, file)))).toBe(true);

    await writePhoto('shop-bay-sedan.jpg', { r: 200, g: 20, b: 20 });
    expect(await build(newClone)).toEqual({ encoded: ['shop-bay-sedan'], cached: [], photos: ['shop-bay-sedan'] });
  } finally {
    rmSync(newClone, { recursive: true, force: true });
  }
});

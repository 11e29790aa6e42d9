import sharp from 'sharp';

import { mediaCatalog, mediaImage, type MediaImage } from 'shared-contracts/media/catalog';

import { backdrop } from './backdrops';
import { frontVehicleSvg } from './front-view';
import { sceneSvg } from './scenes';

async function pixels(image: MediaImage) {
  const { data, info } = await sharp(Buffer.from(sceneSvg(image)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  return (x: number, y: number) => {
    const at = (y * info.width + x) * info.channels;
    return (0.2126 * data[at]! + 0.7152 * data[at + 1]! + 0.0722 * data[at + 2]!) / 255;
  };
}

const spread = (values: number[]) => Math.max(...values) - Math.min(...values);

it('draws every library image as an SVG of its own size', async () => {
  for (const image of mediaCatalog) {
    const { width, height } = await sharp(Buffer.from(sceneSvg(image))).metadata();
    expect([image.id, width, height]).toEqual([image.id, image.width, image.height]);
  }
});

it('draws lettering into exactly the images whose facts say they carry it', () => {
  const drawn = mediaCatalog.filter((image) => sceneSvg(image).includes('<text')).map((image) => image.id);
  const recorded = mediaCatalog.filter((image) => image.facts.lettering).map((image) => image.id);
  expect(drawn).toEqual(recorded);
});

it('refuses a head-on view it has no drawing for, instead of drawing a wrong vehicle', () => {
  expect(() => frontVehicleSvg('van', '#fff', { kind: 'solid', finish: 'gloss' }, 'x')).toThrow(
    'No head-on drawing of a van',
  );
});

it('draws no lettering into any backdrop, so any backdrop may sit behind a headline', () => {
  for (const kind of ['studio', 'street', 'shop', 'lot'] as const)
    expect(backdrop(kind, 1280, 800, 660)).not.toContain('<text');
});

it('sets a satin black car clearly apart from its lighter backdrop', async () => {
  const at = await pixels(mediaImage('satin-black-sports-car'));
  const car = at(640, 540);
  const wall = at(640, 200);
  expect(wall - car).toBeGreaterThan(0.5);
});

it('lights gloss, satin and matte film visibly differently: gloss has the widest range of light on a door', async () => {
  const door = async (finish: 'gloss' | 'satin' | 'matte') => {
    const image: MediaImage = {
      ...mediaImage('nardo-grey-sedan'),
      scene: {
        kind: 'vehicle',
        vehicle: 'sedan',
        color: '#4b5563',
        livery: { kind: 'solid', finish },
        backdrop: 'studio',
      },
    };
    const at = await pixels(image);
    return spread(Array.from({ length: 120 }, (_, i) => at(560, 470 + i)));
  };
  const [gloss, satin, matte] = [await door('gloss'), await door('satin'), await door('matte')];
  expect(gloss).toBeGreaterThan(satin);
  expect(satin).toBeGreaterThan(matte);
});

it('frames each before/after pair identically: same vehicle, view, backdrop and size', () => {
  const pairs = mediaCatalog.filter((image) => image.id.startsWith('before-'));
  expect(pairs.length).toBeGreaterThanOrEqual(5);
  for (const before of pairs) {
    const afterId = before.id.replace(/^before-/, 'after-');
    const after = mediaCatalog.find((image) => image.id === afterId);
    if (!after) continue; // older pairs are named by their result (before-faded-sedan / after-wrapped-sedan)
    expect(after.scene.kind).toBe('vehicle');
    if (before.scene.kind !== 'vehicle' || after.scene.kind !== 'vehicle') continue;
    expect([after.scene.vehicle, after.scene.view, after.scene.backdrop, after.width]).toEqual([
      before.scene.vehicle,
      before.scene.view,
      before.scene.backdrop,
      before.width,
    ]);
  }
});

import sharp from 'sharp';

import { mediaCatalog } from 'shared-contracts/media/catalog';

import { backdrop } from './backdrops';
import { frontVehicleSvg } from './front-view';
import { sceneSvg } from './scenes';

it('draws every library image as an SVG of its own size', async () => {
  for (const image of mediaCatalog) {
    const { width, height } = await sharp(Buffer.from(sceneSvg(image))).metadata();
    expect([image.id, width, height]).toEqual([image.id, image.width, image.height]);
  }
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

import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';

import { mediaCatalog, mediaImage, type MediaImage } from 'shared-contracts/media/catalog';

import { pictureSvg } from '../render';
import type { Scene } from '../scenes/scene';
import { Backdrop } from './Backdrop';
import { FrontVehicle } from './vehicles/FrontVehicle';

async function pixels(image: MediaImage, scene?: Scene) {
  const { data, info } = await sharp(Buffer.from(pictureSvg(image, scene)))
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
    const { width, height } = await sharp(Buffer.from(pictureSvg(image))).metadata();
    expect([image.id, width, height]).toEqual([image.id, image.width, image.height]);
  }
});

it('draws lettering into exactly the images whose facts say they carry it', () => {
  // A photographed image's facts describe the photo, not its drawing.
  const drawings = (mediaCatalog as readonly MediaImage[]).filter((image) => !image.photo);
  const drawn = drawings.filter((image) => pictureSvg(image).includes('<text')).map((image) => image.id);
  const recorded = drawings.filter((image) => image.facts.lettering).map((image) => image.id);
  expect(drawn).toEqual(recorded);
});

it('refuses a head-on view it has no drawing for, instead of drawing a wrong vehicle', () => {
  expect(() =>
    renderToStaticMarkup(<FrontVehicle kind="van" color="#fff" livery={{ kind: 'solid', finish: 'gloss' }} id="x" />),
  ).toThrow('No head-on drawing of a van');
});

it('draws no lettering into any backdrop, so any backdrop may sit behind a headline', () => {
  for (const kind of ['studio', 'street', 'shop', 'lot'] as const)
    expect(
      renderToStaticMarkup(
        <svg>
          <Backdrop kind={kind} w={1280} h={800} ground={660} />
        </svg>,
      ),
    ).not.toContain('<text');
});

it('sets a satin black car clearly apart from its lighter backdrop', async () => {
  const at = await pixels(mediaImage('satin-black-sports-car'));
  const car = at(640, 540);
  const wall = at(640, 200);
  expect(wall - car).toBeGreaterThan(0.5);
});

it('lights gloss, satin and matte film visibly differently: gloss has the widest range of light on a door', async () => {
  const door = async (finish: 'gloss' | 'satin' | 'matte') => {
    const at = await pixels(mediaImage('nardo-grey-sedan'), {
      kind: 'vehicle',
      vehicle: 'sedan',
      color: '#4b5563',
      livery: { kind: 'solid', finish },
      backdrop: 'studio',
    });
    return spread(Array.from({ length: 120 }, (_, i) => at(560, 470 + i)));
  };
  const [gloss, satin, matte] = [await door('gloss'), await door('satin'), await door('matte')];
  expect(gloss).toBeGreaterThan(satin);
  expect(satin).toBeGreaterThan(matte);
});

import { allCustomers } from 'shared-contracts/business/customers';
import { mediaCatalog, type MediaImage, type Setting } from 'shared-contracts/media/catalog';

import type { Scene } from './scene';
import { sceneOf, scenes } from './scenes';

const catalogue = mediaCatalog as readonly MediaImage[];

/** The setting a scene is drawn in, which the catalogue's `setting` must name. */
function settingOf(scene: Scene): Setting {
  switch (scene.kind) {
    case 'vehicle':
    case 'hero':
      return scene.backdrop;
    case 'fleet':
      return 'lot';
    case 'printer':
    case 'shipping':
    case 'shopFloor':
    case 'portrait':
      return 'shop';
    case 'product':
      return 'studio';
    case 'ppf':
    case 'ppfEdge':
    case 'ceramic':
    case 'install':
    case 'sheen':
      return 'paint';
  }
}

/** The company painted on a picture, if it shows one. */
function paintedCompany(scene: Scene) {
  if (scene.kind === 'fleet') return scene.company;
  if (scene.kind === 'vehicle' && scene.livery.kind === 'business') return scene.livery.company;
  return undefined;
}

describe('the scenes', () => {
  it('give every catalogue image a scene, and draw no scene the catalogue does not list', () => {
    const ids = catalogue.map((image) => image.id);
    expect(Object.keys(scenes).sort()).toEqual([...ids].sort());
  });

  it('say what no scene exists for, in one line', () => {
    expect(() => sceneOf('no-such-image')).toThrow(
      'No scene for the image no-such-image: add it to infra/media/pictures/src/scenes/',
    );
  });

  // A photographed image's facts and setting describe the photo; its scene is no longer shown.
  const drawn = catalogue.filter((image) => !image.photo);

  it("agree with the catalogue's facts: the vehicle, finish and lettering are what is painted", () => {
    for (const image of drawn) {
      const scene = sceneOf(image.id);
      const { facts } = image;
      if (scene.kind === 'vehicle') {
        expect([image.id, facts.vehicle]).toEqual([image.id, scene.vehicle]);
        expect([image.id, facts.finish]).toEqual([
          image.id,
          scene.livery.kind === 'solid' ? scene.livery.finish : 'gloss',
        ]);
      }
      if (scene.kind === 'fleet' || scene.kind === 'shopFloor' || scene.kind === 'hero')
        expect([image.id, facts.vehicle]).toEqual([image.id, scene.vehicle]);
      if (scene.kind === 'hero') expect([image.id, facts.finish]).toEqual([image.id, scene.finish]);
      const lettered = paintedCompany(scene) !== undefined;
      if (scene.kind === 'vehicle' || scene.kind === 'fleet')
        expect([image.id, facts.lettering]).toEqual([image.id, lettered]);
    }
  });

  it("agree with the catalogue's setting, so a page's headline sits in the picture's own setting", () => {
    for (const image of catalogue) expect([image.id, image.setting]).toEqual([image.id, settingOf(sceneOf(image.id))]);
  });

  it("show each customer only in pictures painted with that customer's name", () => {
    for (const customer of allCustomers)
      for (const image of customer.images)
        expect([image, paintedCompany(sceneOf(image))]).toEqual([image, customer.company.toUpperCase()]);
  });

  it('frame each before/after pair identically: same vehicle, view, backdrop and size', () => {
    const pairs = catalogue.filter((image) => image.id.startsWith('before-'));
    expect(pairs.length).toBeGreaterThanOrEqual(5);
    for (const before of pairs) {
      const after = catalogue.find((image) => image.id === before.id.replace(/^before-/, 'after-'));
      if (!after) continue; // older pairs are named by their result (before-faded-sedan / after-wrapped-sedan)
      const [was, now] = [sceneOf(before.id), sceneOf(after.id)];
      expect([was.kind, now.kind]).toEqual(['vehicle', 'vehicle']);
      if (was.kind !== 'vehicle' || now.kind !== 'vehicle') continue;
      expect([now.vehicle, now.view, now.backdrop, after.width]).toEqual([
        was.vehicle,
        was.view,
        was.backdrop,
        before.width,
      ]);
    }
  });
});

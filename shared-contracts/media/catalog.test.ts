import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import {
  allPhotographs,
  heroBackdrop,
  imageFacts,
  mediaCatalog,
  mediaImage,
  mediaSrcSet,
  mediaUrl,
  paintedLettering,
  pictureCaption,
  quietBehindText,
  type MediaImage,
} from './catalog';

describe('the media library', () => {
  it('has unique ids and real alt text for every image', () => {
    const ids = mediaCatalog.map((image) => image.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const image of mediaCatalog) expect(image.alt.length).toBeGreaterThan(15);
  });

  it('never calls an illustration a photo', () => {
    for (const image of mediaCatalog) expect(image.alt).not.toMatch(/\bphoto/i);
  });

  it('serves every rendition from /media on the site origin', () => {
    expect(mediaUrl('fleet-vans', 640, 'avif')).toBe('/media/fleet-vans-640.avif');
    expect(mediaSrcSet('fleet-vans', 'webp')).toBe(
      '/media/fleet-vans-640.webp 640w, /media/fleet-vans-1280.webp 1280w',
    );
  });
});

describe('image facts', () => {
  it('record the vehicle, colours and finish each caption is held to', () => {
    expect(imageFacts('matte-military-green-suv')).toEqual({
      vehicle: 'suv',
      colours: ['green', 'military green'],
      finish: 'matte',
      lettering: false,
    });
    expect(imageFacts('partial-wrap-hood-roof')).toMatchObject({ vehicle: 'sedan', colours: ['white', 'black'] });
    expect(imageFacts('satin-black-sports-car')).toMatchObject({ vehicle: 'sportsCar', finish: 'satin' });
    expect(imageFacts('no-such-image')).toBeUndefined();
  });

  it('name the body colour in the alt text of every picture of a vehicle, so the alt and the facts say one thing', () => {
    for (const image of mediaCatalog as readonly MediaImage[]) {
      if (!image.facts.vehicle) continue;
      const alt = image.alt.toLowerCase();
      expect([image.id, image.facts.colours.some((colour) => alt.includes(colour))]).toEqual([image.id, true]);
    }
  });
});

describe('before/after pairs', () => {
  it.each(['ppf-sedan', 'ceramic-suv', 'color-change-sedan'])('has a before and an after of the same %s', (pair) => {
    const before = mediaImage(`before-${pair}`);
    const after = mediaImage(`after-${pair}`);
    expect(before.facts.vehicle).toBe(after.facts.vehicle);
    expect(before.alt).toMatch(/^Before/);
    expect(after.alt).toMatch(/^After/);
  });
});

describe('pictures behind text', () => {
  it('keeps lettering and large tools out from behind a headline', () => {
    expect(paintedLettering('plumbing-van-wrap')).toBe(true);
    expect(paintedLettering('fleet-vans')).toBe(true);
    expect(paintedLettering('print-ship-box')).toBe(true);
    expect(paintedLettering('satin-black-sports-car')).toBe(false);
    expect(quietBehindText('ceramic-beading')).toBe(true);
    expect(quietBehindText('ppf-install')).toBe(false);
    expect(quietBehindText('vinyl-install')).toBe(false);
  });

  it("draws a backdrop composed for text behind a headline, in the setting of the page's picture", () => {
    expect(heroBackdrop('hvac-van-wrap')).toBe('hero-shop-bay');
    expect(heroBackdrop('box-truck-bakery')).toBe('hero-city-street');
    expect(heroBackdrop('fleet-pickups')).toBe('hero-open-lot');
    expect(heroBackdrop('vinyl-install-orange')).toBe('hero-paint-sheen');
    expect(heroBackdrop('hero-studio-coupe')).toBe('hero-studio-coupe');
    expect(heroBackdrop('product-gift-flat')).toBe('hero-studio-coupe');
    expect(heroBackdrop('portrait-tablet')).toBe('hero-shop-bay');
    for (const image of mediaCatalog) {
      const backdrop = mediaImage(heroBackdrop(image.id));
      expect([image.id, quietBehindText(backdrop.id), backdrop.id.startsWith('hero-')]).toEqual([image.id, true, true]);
    }
  });
});

describe('photographs and illustrations', () => {
  const photosDir = fileURLToPath(new URL('../../infra/media/photos/', import.meta.url));
  const photoIds = readdirSync(photosDir)
    .filter((file) => /\.(jpe?g|png|webp|avif)$/i.test(file))
    .map((file) => file.replace(/\.[^.]+$/, ''));

  it("marks exactly the images the owner's photos replace, so the words around them switch", () => {
    const marked = mediaCatalog.filter((image: MediaImage) => image.photo).map((image) => image.id);
    expect(marked.sort()).toEqual([...photoIds].sort());
  });

  it('captions an illustration as one, in its own words', () => {
    expect(pictureCaption('fleet-vans')).toMatch(/^Illustration: [a-z]/);
    expect(pictureCaption('fleet-vans')).not.toMatch(/\bphoto/i);
    expect(allPhotographs(['fleet-vans'])).toBe(photoIds.includes('fleet-vans'));
    expect(allPhotographs([])).toBe(false);
  });
});

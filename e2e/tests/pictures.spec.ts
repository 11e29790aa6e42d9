import type { Page } from '@playwright/test';

import { imageFacts, type ImageFacts } from 'shared-contracts/media/catalog';

import { desktop, mainPages, phone } from '../support/main-pages';
import { expect, test } from '../support/test';

/** Main pages plus the pages whose heroes once drew a customer's lettering behind the headline. */
const pages = [
  ...new Set<string>([
    ...mainPages,
    '/services',
    '/templates/trucks',
    '/warranty',
    '/resources',
    '/resources/vinyl-wrap-care-guide',
    '/industries/construction',
  ]),
];

/**
 * The library images drawn under text: an `<img data-media-id>` laid out as a backdrop (positioned to
 * cover the box that holds it) or a `/media/` CSS background, whose box holds a visible heading,
 * paragraph, link or button over the picture; together with the pictures that take turns in the same
 * place (a hero's other slides). A card's picture with its caption beside it is not a backdrop.
 */
function imagesBehindText(page: Page) {
  return page.evaluate(() => {
    const idOf = (url: string) => /\/media\/([a-z0-9-]+)-\d+\.(?:webp|avif)/.exec(url)?.[1];
    const area = (box: DOMRect) => box.width * box.height;
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      return area(el.getBoundingClientRect()) > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0;
    };
    const backdrops: { picture: Element; holder: Element; id: string }[] = [];
    for (const img of document.querySelectorAll<HTMLImageElement>('img[data-media-id]')) {
      const holder = img.offsetParent;
      if (!holder || !['absolute', 'fixed'].includes(getComputedStyle(img).position)) continue;
      if (area(img.getBoundingClientRect()) < 0.6 * area(holder.getBoundingClientRect())) continue;
      backdrops.push({ picture: img, holder, id: img.dataset.mediaId! });
    }
    for (const el of document.querySelectorAll('body *')) {
      const id = idOf(getComputedStyle(el).backgroundImage);
      if (id) backdrops.push({ picture: el, holder: el, id });
    }
    const found = new Set<string>();
    for (const { picture, holder, id } of backdrops) {
      if (!shown(picture)) continue;
      const box = picture.getBoundingClientRect();
      const texts = [...holder.querySelectorAll('h1, h2, h3, p, a, button, label, blockquote')].filter(
        (text) => !picture.contains(text) && shown(text) && (text.textContent ?? '').trim().length > 0,
      );
      const under = texts.some((text) => {
        const t = text.getBoundingClientRect();
        const [x, y] = [t.left + t.width / 2, t.top + t.height / 2];
        return x > box.left && x < box.right && y > box.top && y < box.bottom;
      });
      if (!under) continue;
      found.add(id);
      // The other slides of the same backdrop show here in turn.
      const place = picture.closest('picture')?.parentElement ?? picture.parentElement;
      for (const slide of place?.querySelectorAll('img[data-media-id]') ?? [])
        found.add(slide.getAttribute('data-media-id')!);
    }
    return [...found].sort();
  });
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

test.describe('pictures behind text', () => {
  for (const path of pages) {
    test(`${path}: no picture under its text carries lettering or a tool drawn large`, async ({ page }) => {
      const seen = new Map<string, string>();
      for (const viewport of [desktop, phone]) {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await settle(page);
        for (const id of await imagesBehindText(page)) seen.set(id, `${viewport.width}px`);
      }
      const loud = [...seen.keys()].filter((id) => {
        const facts = imageFacts(id);
        return !facts || facts.lettering || facts.tool === true;
      });
      expect(loud, `${path}: pictures under text (${[...seen.keys()].join(', ') || 'none'})`).toEqual([]);
    });
  }

  test('the check finds a hero picture under its headline, so an empty result means something', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto('/testimonials');
    await settle(page);
    const behind = await imagesBehindText(page);
    expect(behind.length).toBeGreaterThan(0);
    expect(behind).not.toContain('hvac-van-wrap');
  });
});

/** Words a caption may use for each vehicle kind, longest first so "box truck" wins over "truck". */
const vehicleWords: [RegExp, readonly NonNullable<ImageFacts['vehicle']>[]][] = [
  [/\b(box|food) trucks?\b/, ['boxTruck']],
  [/\bsports? cars?\b|\bcoupes?\b/, ['sportsCar']],
  [/\bsuvs?\b/, ['suv']],
  [/\bsedans?\b/, ['sedan']],
  [/\bvans?\b/, ['van']],
  [/\bpickups?\b/, ['pickup']],
  [/\btrucks?\b/, ['pickup', 'boxTruck']],
];
const colourWords = [
  'black',
  'white',
  'red',
  'blue',
  'green',
  'grey',
  'gray',
  'silver',
  'purple',
  'teal',
  'orange',
  'yellow',
  'navy',
  'brown',
  'cream',
  'gold',
  'charcoal',
  'pink',
];
const finishWords = ['gloss', 'satin', 'matte'] as const;

/**
 * What a caption claims that its pictures' facts do not show; empty when they agree. A figure of
 * two pictures (a before/after pair) has one caption telling of both: a claim holds when either shows it.
 */
function disagreements(caption: string, pictures: ImageFacts | ImageFacts[]): string[] {
  const all = Array.isArray(pictures) ? pictures : [pictures];
  const text = caption.toLowerCase();
  const wrong: string[] = [];
  const vehicle = vehicleWords.find(([words]) => words.test(text));
  if (vehicle && !all.some((facts) => facts.vehicle && vehicle[1].includes(facts.vehicle)))
    wrong.push(`vehicle ${vehicle[0].source}`);
  for (const colour of colourWords)
    if (new RegExp(`\\b${colour}\\b`).test(text) && !all.some((facts) => facts.colours.includes(colour)))
      wrong.push(`colour ${colour}`);
  for (const finish of finishWords)
    if (new RegExp(`\\b${finish}\\b`).test(text) && !all.some((facts) => facts.finish === finish))
      wrong.push(`finish ${finish}`);
  return wrong;
}

test('the caption check names what a caption gets wrong', () => {
  const facts: ImageFacts = { vehicle: 'sedan', colours: ['olive'], finish: 'gloss', lettering: false };
  expect(disagreements('Matte military green SUV', facts)).toEqual([
    'vehicle \\bsuvs?\\b',
    'colour green',
    'finish matte',
  ]);
  expect(disagreements('Gloss olive sedan', facts)).toEqual([]);
  const after: ImageFacts = { vehicle: 'sedan', colours: ['green'], finish: 'satin', lettering: false };
  expect(disagreements('An olive gloss sedan, then wrapped in satin green', [facts, after])).toEqual([]);
  expect(disagreements('An olive gloss sedan, then wrapped in matte green', [facts, after])).toEqual(['finish matte']);
});

/** Each visible caption beside library pictures: a figure's caption (of every picture in it), or the heading of the card holding one picture. */
function captionedPictures(page: Page) {
  return page.evaluate(() => {
    const seen = new Set<Element>();
    return [...document.querySelectorAll('img[data-media-id]')].flatMap((img) => {
      const box = img.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return [];
      const figure = img.closest('figure');
      const figcaption = figure?.querySelector('figcaption');
      const card = img.closest('li, article');
      const single = card && card.querySelectorAll('img[data-media-id]').length === 1;
      const caption = figcaption ?? (single ? card.querySelector('h2, h3') : null);
      if (!caption || seen.has(caption)) return [];
      seen.add(caption);
      const pictures = figcaption ? [...figure!.querySelectorAll('img[data-media-id]')] : [img];
      const text = caption.textContent?.replace(/\s+/g, ' ').trim();
      return text ? [{ ids: pictures.map((picture) => picture.getAttribute('data-media-id')!), caption: text }] : [];
    });
  });
}

test.describe('captions', () => {
  for (const path of [
    '/',
    '/gallery',
    '/case-studies',
    '/services',
    '/services/vehicle-wraps',
    '/services/color-change-wraps',
    '/services/partial-wraps',
    '/blog',
    '/shop',
  ]) {
    test(`${path}: every caption's vehicle, colour and finish agree with its picture`, async ({ page }) => {
      await page.setViewportSize(desktop);
      await page.goto(path);
      await settle(page);
      const captioned = await captionedPictures(page);
      const wrong = captioned.flatMap(({ ids, caption }) => {
        const facts = ids.map(imageFacts);
        const missing = ids.filter((_, index) => !facts[index]);
        if (missing.length) return [`${missing.join(', ')}: not in the library`];
        const claims = disagreements(caption, facts as ImageFacts[]);
        return claims.length ? [`"${caption}" on ${ids.join(' + ')}: ${claims.join(', ')}`] : [];
      });
      expect(wrong).toEqual([]);
    });
  }

  test('the gallery shows its captions to the check', async ({ page }) => {
    await page.goto('/gallery');
    await settle(page);
    expect(await captionedPictures(page)).toContainEqual({
      ids: ['matte-military-green-suv'],
      caption: 'Matte military green SUV',
    });
  });
});

/** Cards next to each other in one grid (same row side by side, or one above the other) showing the same picture. */
function neighboursSharingAPicture(page: Page) {
  return page.evaluate(() => {
    const clashes: string[] = [];
    const grids = new Set(
      [...document.querySelectorAll('img[data-media-id]')]
        .map((img) => img.closest('li, article')?.parentElement)
        .filter(Boolean),
    );
    for (const grid of grids) {
      const cards = [...grid!.children]
        .map((card) => ({
          id: card.querySelector('img[data-media-id]')?.getAttribute('data-media-id'),
          box: card.getBoundingClientRect(),
        }))
        .filter((card) => card.id && card.box.width > 0);
      for (const [i, a] of cards.entries())
        for (const b of cards.slice(i + 1)) {
          const sideBySide = Math.abs(a.box.top - b.box.top) < 4 && Math.abs(b.box.left - a.box.right) < 80;
          const stacked = Math.abs(a.box.left - b.box.left) < 4 && Math.abs(b.box.top - a.box.bottom) < 80;
          if ((sideBySide || stacked) && a.id === b.id) clashes.push(a.id!);
        }
    }
    return clashes;
  });
}

test.describe('neighbouring cards', () => {
  for (const path of ['/', '/gallery', '/services', '/blog', '/case-studies', '/shop', '/services/vehicle-wraps']) {
    test(`${path}: no two neighbouring cards share a picture`, async ({ page }) => {
      for (const viewport of [desktop, phone]) {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await settle(page);
        expect(await neighboursSharingAPicture(page), `${path} at ${viewport.width}px`).toEqual([]);
      }
    });
  }
});

test('the neighbour check flags two cards side by side with one picture', async ({ page }) => {
  await page.setContent(`<ul style="display:grid;grid-template-columns:1fr 1fr;gap:16px;list-style:none">
    ${['fleet-vans', 'fleet-vans', 'ppf-install'].map((id) => `<li><img data-media-id="${id}" width="200" height="120" alt=""><h3>${id}</h3></li>`).join('')}
  </ul>`);
  expect(await neighboursSharingAPicture(page)).toEqual(['fleet-vans']);
});

import type { Page } from '@playwright/test';

import { imageFacts, type ImageFacts } from 'shared-contracts/media/catalog';

import { desktop, phone } from '../support/main-pages';
import { imagesBehindText, loudPicturesBehindText, neighboursSharingAPicture } from '../support/pictures';
import { expect, test } from '../support/test';

/**
 * Pages beyond the main ones whose heroes once drew a customer's lettering behind the headline; the
 * main pages are checked at both widths on the loads of `visual.spec.ts`.
 */
const pages = [
  '/services',
  '/templates/trucks',
  '/warranty',
  '/resources',
  '/resources/vinyl-wrap-care-guide',
  '/industries/construction',
];

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

test.describe('pictures behind text', () => {
  for (const path of pages) {
    test(`${path}: no picture under its text carries lettering or a tool drawn large`, async ({ page }) => {
      const loud = new Set<string>();
      for (const viewport of [desktop, phone]) {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await settle(page);
        for (const id of await loudPicturesBehindText(page)) loud.add(`${id} at ${viewport.width}px`);
      }
      expect([...loud], `${path}: pictures under text with lettering or a large tool`).toEqual([]);
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

// The main pages are checked at both widths on the loads of `visual.spec.ts`.
test.describe('neighbouring cards', () => {
  for (const path of ['/services']) {
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

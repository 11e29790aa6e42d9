import { expect, test } from '@playwright/test';

import { imageFacts, type ImageFacts } from 'shared-contracts/media/catalog';

import { serverPage, shownText } from '../support/server-page';

/**
 * Captions against the image library's facts, on the server's HTML: a caption may not call a matte
 * green SUV a gloss olive sedan. (Pictures drawn large behind text and neighbouring cards need a
 * browser: `pictures.spec.ts`.)
 */

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

/**
 * Each caption beside library pictures in the server's HTML: a figure's caption (of every picture in
 * it), or the heading of the card holding one picture. Pictures hidden at one width are read too.
 */
function captionedPictures(document: Document) {
  const seen = new Set<Element>();
  return [...document.querySelectorAll('main img[data-media-id]')].flatMap((img) => {
    const figure = img.closest('figure');
    const figcaption = figure?.querySelector('figcaption');
    const card = img.closest('li, article');
    const single = card && card.querySelectorAll('img[data-media-id]').length === 1;
    const caption = figcaption ?? (single ? card.querySelector('h2, h3') : null);
    if (!caption || seen.has(caption)) return [];
    seen.add(caption);
    const pictures = figcaption ? [...figure!.querySelectorAll('img[data-media-id]')] : [img];
    const text = shownText(caption);
    return text ? [{ ids: pictures.map((picture) => picture.getAttribute('data-media-id')!), caption: text }] : [];
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
    test(`${path}: every caption's vehicle, colour and finish agree with its picture`, async ({ request }) => {
      const { status, document } = await serverPage(request, path);
      expect(status, path).toBe(200);
      const captioned = captionedPictures(document);
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

  test('the gallery shows its captions to the check', async ({ request }) => {
    const { document } = await serverPage(request, '/gallery');
    expect(captionedPictures(document)).toContainEqual({
      ids: ['matte-military-green-suv'],
      caption: 'Matte military green SUV',
    });
  });
});

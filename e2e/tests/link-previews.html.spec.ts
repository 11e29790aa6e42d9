import { routeTable } from 'shared-contracts/routes/route-table';

import { metaContent, readRawPage } from '../support/raw-html';
import { expect, test } from '../support/test';

/** A JPEG's size from its frame header (SOF0-SOF15 but DHT, JPG and DAC), the way a crawler reads it. */
function jpegSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  for (let at = 2; at + 9 < bytes.length;) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return undefined;
}

/** Where the tags point (the production origin); the site under test answers for it locally. */
const localPath = (absolute: string) => new URL(absolute).pathname;

test('every route links a 1200x630 preview card of its own, described by its own words', async ({ request }) => {
  const altByCanonical = new Map<string, string>();
  const cardsChecked = new Set<string>();
  for (const route of routeTable) {
    const html = await (await request.get(route.example)).text();
    const tag = (key: string) => metaContent(html, key);
    const where = `${route.example}:`;
    const image = tag('og:image');
    expect(image, `${where} og:image`).toMatch(/^https?:\/\/[^/]+\/previews\/[a-z0-9-]+\.[0-9a-f]{8}\.jpg$/);
    expect(tag('twitter:image'), `${where} twitter:image`).toBe(image);
    expect(tag('twitter:card'), `${where} twitter:card`).toBe('summary_large_image');
    expect([tag('og:image:width'), tag('og:image:height')], `${where} og:image size`).toEqual(['1200', '630']);
    expect(tag('og:image:type'), `${where} og:image:type`).toBe('image/jpeg');

    const alt = tag('og:image:alt') ?? '';
    const title = readRawPage(html).title ?? '';
    const headline = title.replace(/\s*\|\s*Wrap Lab Chicago$/, '').split(' | ')[0]!;
    expect(alt, `${where} og:image:alt names the page`).toContain(headline);
    expect(alt, `${where} og:image:alt names the brand`).toContain('Wrap Lab Chicago logo');
    expect(tag('twitter:image:alt'), `${where} twitter:image:alt`).toBe(alt);
    altByCanonical.set(readRawPage(html).canonical ?? route.example, alt);

    if (cardsChecked.has(image!)) continue;
    cardsChecked.add(image!);
    const card = await request.get(localPath(image!));
    expect(card.status(), `${where} ${image}`).toBe(200);
    expect(card.headers()['content-type'], `${where} ${image}`).toBe('image/jpeg');
    expect(jpegSize(await card.body()), `${where} ${image} drawn size`).toEqual({ width: 1200, height: 630 });
  }
  // Different pages are described differently: the alt says which page the card is of.
  const alts = [...altByCanonical.values()];
  expect(new Set(alts).size, 'distinct preview descriptions').toBe(alts.length);
});

import type { Page } from '@playwright/test';

import { imageFacts } from 'shared-contracts/media/catalog';

/**
 * The library images drawn under text: an `<img data-media-id>` laid out as a backdrop (positioned to
 * cover the box that holds it) or a `/media/` CSS background, whose box holds a visible heading,
 * paragraph, link or button over the picture; together with the pictures that take turns in the same
 * place (a hero's other slides). A card's picture with its caption beside it is not a backdrop.
 */
export function imagesBehindText(page: Page) {
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

/** The pictures under the page's text that carry lettering or a tool drawn large (by the image library's facts). */
export async function loudPicturesBehindText(page: Page) {
  return (await imagesBehindText(page)).filter((id) => {
    const facts = imageFacts(id);
    return !facts || facts.lettering || facts.tool === true;
  });
}

/** Cards next to each other in one grid (same row side by side, or one above the other) showing the same picture. */
export function neighboursSharingAPicture(page: Page) {
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

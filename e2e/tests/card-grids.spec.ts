import type { Page } from '@playwright/test';

import { mainPages } from '../support/main-pages';
import { drawEverything } from '../support/page-quality';
import { expect, test } from '../support/test';

/** The main pages and the rest of the site's pages of cards. */
const pages = [
  ...mainPages,
  '/services',
  '/regions/ohio',
  '/resources',
  '/about/our-team',
  '/about/careers',
  '/templates/trucks',
];

/** Pages that always lay their cards out in the kit's grids (`CardGrid`, marked `data-card-grid`): the check is seen to measure something. */
const withGrids = new Set<string>(['/services', '/gallery', '/about', '/training-classes', '/print-ship']);

const widths = [390, 768, 1280] as const;

/**
 * Every kit grid on the page whose last row holds a single card under rows of more, described as
 * "<heading of its section>: rows of 3, 3, 1". Rows are the cards' distinct tops.
 */
function loneLastCards(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-card-grid]')]
      .filter((grid) => grid.offsetParent !== null)
      .flatMap((grid) => {
        const rows = new Map<number, number>();
        for (const card of grid.children) {
          const top = Math.round(card.getBoundingClientRect().top);
          rows.set(top, (rows.get(top) ?? 0) + 1);
        }
        const counts = [...rows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
        const lone = counts.length > 1 && counts.at(-1) === 1 && counts.slice(0, -1).some((count) => count > 1);
        const title = grid.closest('section')?.querySelector('h2, h1')?.textContent ?? grid.parentElement?.tagName;
        return lone ? [`${title}: rows of ${counts.join(', ')}`] : [];
      }),
  );
}

const gridCount = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('[data-card-grid]')].filter((g) => g.children.length > 1).length);

test('the check finds a last row with a single card under fuller rows, and passes full or one-column grids', async ({
  page,
}) => {
  const grid = (columns: number, cards: number, title: string) =>
    `<section><h2>${title}</h2><ul data-card-grid style="display:grid;grid-template-columns:repeat(${columns},1fr);list-style:none">${'<li>card</li>'.repeat(cards)}</ul></section>`;
  await page.setContent(
    grid(3, 4, 'Three and one') + grid(2, 4, 'Two and two') + grid(1, 3, 'One column') + grid(3, 1, 'One card'),
  );
  expect(await loneLastCards(page)).toEqual(['Three and one: rows of 3, 1']);
});

test.describe('no lone card on the last row of a card grid', () => {
  for (const path of pages) {
    test(`${path} at ${widths.join(', ')} px`, async ({ page }) => {
      await page.setViewportSize({ width: widths[0], height: 900 });
      await page.goto(path);
      // Bands below the first screen are laid out only as they near it; the check measures them all.
      await drawEverything(page);
      if (withGrids.has(path)) expect(await gridCount(page), `${path} has card grids`).toBeGreaterThan(0);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        expect(await loneLastCards(page), `lone last cards at ${width} px`).toEqual([]);
      }
    });
  }
});

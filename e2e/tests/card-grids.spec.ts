import { gridCount, loneLastCards } from '../support/card-grids';
import { drawEverything } from '../support/page-quality';
import { expect, test } from '../support/test';

/**
 * The site's pages of cards beyond the main pages; the main pages are checked at 390, 768 and 1280 px
 * on the loads of `visual.spec.ts`.
 */
const pages = ['/services', '/regions/ohio', '/resources', '/about/our-team', '/about/careers', '/templates/trucks'];

/** Pages that always lay their cards out in the kit's grids (`CardGrid`, marked `data-card-grid`): the check is seen to measure something. */
const withGrids = new Set<string>(['/services', '/about/careers']);

const widths = [390, 768, 1280] as const;

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

import type { Page } from '@playwright/test';

/**
 * Every kit grid on the page whose last row holds a single card under rows of more, described as
 * "<heading of its section>: rows of 3, 3, 1". Rows are the cards' distinct tops.
 */
export function loneLastCards(page: Page) {
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

export const gridCount = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('[data-card-grid]')].filter((g) => g.children.length > 1).length);

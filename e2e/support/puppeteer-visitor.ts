import type { ElementHandle, Page } from 'puppeteer-core';

/**
 * A phone visitor driven by Puppeteer, which holds each page through its tab's target so Chromium
 * prerenders for it as for a visitor (ADR 0022).
 */

/** The first visible element `selector` finds, or undefined. */
export async function firstVisible(page: Page, selector: string): Promise<ElementHandle | undefined> {
  const candidates = await page.$$(selector);
  const visible = await Promise.all(candidates.map((candidate) => candidate.isVisible()));
  return candidates[visible.indexOf(true)];
}

/**
 * Taps the middle of `box`'s top 20 px. The tap's end may reach a page the browser has already
 * swapped for a prerendered one, whose target is gone: the tap has landed all the same.
 */
export async function tapThroughSwap(page: Page, box: { x: number; y: number; width: number; height: number }) {
  await page.touchscreen.tap(box.x + box.width / 2, box.y + Math.min(box.height / 2, 10)).catch((error: unknown) => {
    if (!String(error).includes('Target closed')) throw error;
  });
}

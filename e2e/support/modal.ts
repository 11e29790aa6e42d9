import { expect, type Page } from '@playwright/test';

/** Where focus is: in the open modal dialog, on the browser's own controls (the body), or on the page behind. */
export const focusPlace = (page: Page) =>
  page.evaluate(() =>
    document.activeElement === document.body
      ? 'browser'
      : document.activeElement?.closest('dialog[open]')
        ? 'dialog'
        : 'page',
  );

/**
 * Presses Tab `presses` times (forwards, or backwards with `shift`) and expects focus never to reach
 * the page behind the open modal dialog: it stays inside, or leaves for the browser's own controls.
 */
export async function expectTabToStayInModal(page: Page, presses: number, shift = false) {
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
    expect(await focusPlace(page), `focus after ${press + 1} presses`).not.toBe('page');
  }
}

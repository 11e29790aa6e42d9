import type { Page } from '@playwright/test';

import { scrollToPlace } from './page-quality';
import { expect } from './test';

const chatPanel = (page: Page) => page.locator('#mfe-chat').getByRole('region', { name: 'Chat with Avery' });
const closeChat = (page: Page) => page.locator('#mfe-chat').getByRole('button', { name: 'Close chat' });

/** The header's links and buttons the chat's corner is drawn over (it must leave the site's own controls reachable). */
function headerControlsUnderChat(page: Page) {
  return page.evaluate(() => {
    const corner = [...document.querySelectorAll('#chat-launcher, #mfe-chat')];
    return [...document.querySelectorAll('#site-header a[href], #site-header button')]
      .filter((control) => control.checkVisibility({ visibilityProperty: true }))
      .filter((control) => {
        const box = control.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1 || box.bottom < 0 || box.top > innerHeight) return false;
        const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return corner.some((root) => root.contains(onTop));
      })
      .map((control) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '');
  });
}

/**
 * The open chat is an overlay the visitor asked for: it may lie over the page's content, so it keeps
 * its own close button in view and on top, leaves the header's controls (call, quote, menu) reachable
 * at the page end and the first view, and Escape closes it and gives the focus back to the launcher.
 */
export async function expectOpenChatToKeepItsCloseAndHeader(page: Page, where: string) {
  await scrollToPlace(page, 'page end');
  await page.getByRole('button', { name: 'Chat with Avery' }).click();
  await expect(chatPanel(page)).toBeVisible();
  for (const place of ['page end', 'first view'] as const) {
    await scrollToPlace(page, place);
    await expect(closeChat(page), `${where}: the close button in view at the ${place}`).toBeInViewport();
    const closeOnTop = await closeChat(page).evaluate((button) => {
      const box = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
    });
    expect(closeOnTop, `${where}: the close button on top at the ${place}`).toBe(true);
    expect(
      await headerControlsUnderChat(page),
      `${where}: header controls under the open chat at the ${place}`,
    ).toEqual([]);
  }
  await page.keyboard.press('Escape');
  await expect(chatPanel(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Chat with Avery' })).toBeFocused();
}

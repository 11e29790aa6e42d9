import type { Page } from '@playwright/test';

/**
 * Stops the page's clock where it is. A state the spec holds for a set time (Avery typing for a
 * second, "Please wait..." for 1.5 s, "Processing..." for 2 s, a toast for 5 s) then stays on screen
 * until the test moves time on with `page.clock.runFor(ms)`, however busy the machine is, and the
 * test does not wait those seconds. Install the clock before the page loads: `page.clock.install()`.
 */
export async function holdClock(page: Page) {
  // The page's time runs on while this reads it: stop a moment ahead, and read again if it got there first.
  for (;;) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 50);
      return;
    } catch (error) {
      if (!String(error).includes('to the past')) throw error;
    }
  }
}

import type { Browser } from '@playwright/test';

import type { Control } from './controls';
import { throttledPage } from './mobile-conditions';

export type Scenario = 'first act' | 'after a scroll';

/** How long a tap may wait for its answer before it counts as lost. */
const LOST_AFTER_MS = 20_000;

interface TapWindow {
  tapAt: number | null;
  answerAt: Promise<number>;
}

/**
 * Loads `control.path` in a fresh profile under the mobile conditions, waits 2 s after the load
 * event (for `after a scroll`: scrolls then, and waits 6 s more), taps the control and returns the
 * time from the touch to the first frame that shows the answer, or null when none came.
 */
export async function measureTap(
  browser: Browser,
  siteUrl: string,
  control: Control,
  scenario: Scenario,
): Promise<number | null> {
  const context = await browser.newContext({
    baseURL: siteUrl,
    viewport: control.desktop ? { width: 1280, height: 800 } : { width: 412, height: 823 },
    deviceScaleFactor: control.desktop ? 1 : 1.75,
    isMobile: !control.desktop,
    hasTouch: true,
  });
  try {
    const page = await throttledPage(context);
    await page.addInitScript(() => {
      const watched = window as unknown as TapWindow;
      watched.tapAt = null;
      // The event's own time: when the touch reached the page, however busy the main thread was.
      addEventListener('touchstart', (event) => void (watched.tapAt ??= event.timeStamp), {
        capture: true,
        passive: true,
      });
    });
    await page.goto(control.path, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(2_000);
    if (scenario === 'after a scroll') {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(6_000);
    }
    const target = page.locator(control.target).first();
    await target.scrollIntoViewIfNeeded();
    // A string, not a function: the script runner would add helpers to a function that the page lacks.
    await page.evaluate(`(() => {
      const isAnswered = () => (${control.answered});
      const started = performance.now();
      window.answerAt = new Promise((resolve, reject) => {
        const check = (frameAt) => {
          if (window.tapAt !== null && isAnswered()) resolve(frameAt);
          else if (performance.now() - started > ${LOST_AFTER_MS}) reject(new Error('no answer'));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
      window.answerAt.catch(() => undefined);
    })()`);
    await target.tap({ timeout: 10_000 });
    if (control.types) await page.keyboard.type(control.types);
    return await page.evaluate(async () => {
      const watched = window as unknown as TapWindow;
      try {
        return (await watched.answerAt) - (watched.tapAt as number);
      } catch {
        return null;
      }
    });
  } catch (error) {
    console.warn(`  ${control.name}: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`);
    return null;
  } finally {
    await context.close();
  }
}

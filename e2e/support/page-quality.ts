import type { Page } from '@playwright/test';

/** The browser's own link colors: a link showing one of them was never styled. */
const DEFAULT_LINK_COLORS = ['rgb(0, 0, 238)', 'rgb(85, 26, 139)'];

/**
 * Bands below the first screen are laid out only near the viewport (content-visibility), so their
 * boxes are estimates until then; checks that measure the whole page draw all of it first, as a
 * visitor scrolling through would see it.
 */
export async function drawEverything(page: Page) {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
}

/** Elements wider than the viewport when the page scrolls sideways, innermost first. */
export function sidewaysScroll(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const wide = [...document.querySelectorAll('body *')].filter(
      (element) => element.getBoundingClientRect().right > width + 1,
    );
    const innermost = wide.filter((element) => !wide.some((other) => other !== element && element.contains(other)));
    return [
      `the page is ${document.documentElement.scrollWidth} px wide in a ${width} px viewport; too wide: ${innermost
        .slice(0, 5)
        .map((e) => `<${e.tagName.toLowerCase()} class="${e.className}">`)
        .join(', ')}`,
    ];
  });
}

/**
 * WCAG 2.2 2.5.8 in the header, footer and every navigation: a control or link under 24x24 px passes
 * only if a 24 px circle on its center touches no other target and no other such circle.
 */
export function undersizedTargets(page: Page) {
  return page.evaluate(() => {
    const inScope = [
      ...document.querySelectorAll(
        'header a[href], header button, footer a[href], footer button, nav a[href], nav button',
      ),
    ];
    const all = [...document.querySelectorAll('a[href], button, input, select, textarea, summary, [role="button"]')];
    const box = (element: Element) => element.getBoundingClientRect();
    const visible = (element: Element) => {
      const rect = box(element);
      const style = getComputedStyle(element);
      return (
        rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden' && !(rect.width <= 1 && rect.height <= 1)
      );
    };
    const targets = all.filter(visible);
    const small = (rect: DOMRect) => rect.width < 24 || rect.height < 24;
    const center = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
    const distanceToRect = (point: { x: number; y: number }, rect: DOMRect) =>
      Math.hypot(
        Math.max(rect.left - point.x, 0, point.x - rect.right),
        Math.max(rect.top - point.y, 0, point.y - rect.bottom),
      );
    const failures: string[] = [];
    for (const element of inScope.filter(visible)) {
      const rect = box(element);
      if (!small(rect)) continue;
      const own = center(rect);
      const crowded = targets.some((other) => {
        if (other === element || other.contains(element) || element.contains(other)) return false;
        const otherRect = box(other);
        if (distanceToRect(own, otherRect) < 12) return true;
        if (!small(otherRect)) return false;
        const theirs = center(otherRect);
        return Math.hypot(own.x - theirs.x, own.y - theirs.y) < 24;
      });
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30);
      if (crowded)
        failures.push(
          `"${element.getAttribute('aria-label') ?? text}" is ${Math.round(rect.width)}x${Math.round(rect.height)} px and crowded`,
        );
    }
    return failures;
  });
}

/** Text cut off by its own box: overflow hidden or clipped, an ellipsis or a line clamp that hides some of it. */
export function clippedText(page: Page) {
  return page.evaluate(() => {
    const failures: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (!element.textContent?.trim() || element.children.length > 3) continue;
      const style = getComputedStyle(element);
      const clips =
        ['hidden', 'clip'].includes(style.overflowX) ||
        ['hidden', 'clip'].includes(style.overflowY) ||
        style.textOverflow === 'ellipsis';
      if (!clips) continue;
      const rect = element.getBoundingClientRect();
      // Visually hidden helpers (1 px boxes) and scrolling areas are meant to hide or scroll.
      if (
        rect.width <= 2 ||
        rect.height <= 2 ||
        ['auto', 'scroll'].includes(style.overflowX) ||
        ['auto', 'scroll'].includes(style.overflowY)
      )
        continue;
      if (element.closest('[aria-hidden="true"], [hidden]')) continue;
      const cutAcross = element.scrollWidth > element.clientWidth + 1 && style.whiteSpace !== 'normal';
      const cutBelow =
        element.scrollHeight > element.clientHeight + 2 && style.overflowY !== 'visible' && element.clientHeight > 0;
      if (cutAcross || cutBelow) {
        const text = element.textContent.replace(/\s+/g, ' ').trim().slice(0, 40);
        failures.push(
          `<${element.tagName.toLowerCase()}> "${text}" shows ${element.clientWidth}x${element.clientHeight} of ${element.scrollWidth}x${element.scrollHeight} px`,
        );
      }
    }
    return failures;
  });
}

/** Links in the browser's default blue or visited purple. */
export function defaultColoredLinks(page: Page) {
  return page.evaluate((colors) => {
    return [...document.querySelectorAll('a[href]')]
      .filter((link) => link.getBoundingClientRect().width > 0 && colors.includes(getComputedStyle(link).color))
      .map((link) => `"${(link.textContent ?? '').trim().slice(0, 40)}" (${link.getAttribute('href')})`);
  }, DEFAULT_LINK_COLORS);
}

/**
 * Links and controls whose middle the floating chat launcher covers, in the first view and at the end
 * of the page (the two places the visitor cannot scroll out from under it). A picture tile four times
 * the launcher's size or more still shows most of itself and is not counted.
 */
export function hiddenUnderChatLauncher(page: Page) {
  return page.evaluate(() => {
    const launcher = document.querySelector('#chat-launcher');
    if (!launcher) return [];
    // What a scrolling strip clips off is not on screen, so only the part its containers show counts.
    const visiblePart = (element: Element) => {
      let { left, top, right, bottom } = element.getBoundingClientRect();
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        left = Math.max(left, clip.left);
        top = Math.max(top, clip.top);
        right = Math.min(right, clip.right);
        bottom = Math.min(bottom, clip.bottom);
      }
      return new DOMRect(left, top, right - left, bottom - top);
    };
    const launcherBox = (launcher.querySelector('button') ?? launcher).getBoundingClientRect();
    const launcherArea = launcherBox.width * launcherBox.height;
    const hidden = new Set<string>();
    for (const y of [0, document.documentElement.scrollHeight]) {
      window.scrollTo(0, y);
      for (const element of document.querySelectorAll('a[href], button, input, select, textarea')) {
        if (launcher.contains(element)) continue;
        const rect = visiblePart(element);
        if (
          rect.width <= 0 ||
          rect.height <= 0 ||
          rect.bottom < 0 ||
          rect.top > innerHeight ||
          rect.width * rect.height >= 4 * launcherArea
        )
          continue;
        const onTop = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
        if (onTop && launcher.contains(onTop))
          hidden.add(`"${(element.textContent ?? '').trim().slice(0, 40) || element.outerHTML.slice(0, 60)}"`);
      }
    }
    window.scrollTo(0, 0);
    return [...hidden];
  });
}

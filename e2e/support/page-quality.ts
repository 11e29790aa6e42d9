import type { Page } from '@playwright/test';

/** The browser's own link colours: a link showing one of them was never styled. */
const DEFAULT_LINK_COLOURS = ['rgb(0, 0, 238)', 'rgb(85, 26, 139)'];

/** Elements wider than the viewport when the page scrolls sideways, innermost first. */
export function sidewaysScroll(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const wide = [...document.querySelectorAll('body *')].filter((element) => element.getBoundingClientRect().right > width + 1);
    const innermost = wide.filter((element) => !wide.some((other) => other !== element && element.contains(other)));
    return [`the page is ${document.documentElement.scrollWidth} px wide in a ${width} px viewport; too wide: ${innermost.slice(0, 5).map((e) => `<${e.tagName.toLowerCase()} class="${e.className}">`).join(', ')}`];
  });
}

/**
 * WCAG 2.2 2.5.8 in the header, footer and every navigation: a control or link under 24x24 px passes
 * only if a 24 px circle on its centre touches no other target and no other such circle.
 */
export function undersizedTargets(page: Page) {
  return page.evaluate(() => {
    const inScope = [...document.querySelectorAll('header a[href], header button, footer a[href], footer button, nav a[href], nav button')];
    const all = [...document.querySelectorAll('a[href], button, input, select, textarea, summary, [role="button"]')];
    const box = (element: Element) => element.getBoundingClientRect();
    const visible = (element: Element) => {
      const rect = box(element);
      const style = getComputedStyle(element);
      return rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden' && !(rect.width <= 1 && rect.height <= 1);
    };
    const targets = all.filter(visible);
    const small = (rect: DOMRect) => rect.width < 24 || rect.height < 24;
    const centre = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
    const distanceToRect = (point: { x: number; y: number }, rect: DOMRect) =>
      Math.hypot(Math.max(rect.left - point.x, 0, point.x - rect.right), Math.max(rect.top - point.y, 0, point.y - rect.bottom));
    const failures: string[] = [];
    for (const element of inScope.filter(visible)) {
      const rect = box(element);
      if (!small(rect)) continue;
      const own = centre(rect);
      const crowded = targets.some((other) => {
        if (other === element || other.contains(element) || element.contains(other)) return false;
        const otherRect = box(other);
        if (distanceToRect(own, otherRect) < 12) return true;
        if (!small(otherRect)) return false;
        const theirs = centre(otherRect);
        return Math.hypot(own.x - theirs.x, own.y - theirs.y) < 24;
      });
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30);
      if (crowded) failures.push(`"${element.getAttribute('aria-label') ?? text}" is ${Math.round(rect.width)}x${Math.round(rect.height)} px and crowded`);
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
      const clips = ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY) || style.textOverflow === 'ellipsis';
      if (!clips) continue;
      const rect = element.getBoundingClientRect();
      // Visually hidden helpers (1 px boxes) and scrolling areas are meant to hide or scroll.
      if (rect.width <= 2 || rect.height <= 2 || ['auto', 'scroll'].includes(style.overflowX) || ['auto', 'scroll'].includes(style.overflowY)) continue;
      if (element.closest('[aria-hidden="true"], [hidden]')) continue;
      const cutAcross = element.scrollWidth > element.clientWidth + 1 && style.whiteSpace !== 'normal';
      const cutBelow = element.scrollHeight > element.clientHeight + 2 && style.overflowY !== 'visible' && element.clientHeight > 0;
      if (cutAcross || cutBelow) {
        const text = element.textContent.replace(/\s+/g, ' ').trim().slice(0, 40);
        failures.push(`<${element.tagName.toLowerCase()}> "${text}" shows ${element.clientWidth}x${element.clientHeight} of ${element.scrollWidth}x${element.scrollHeight} px`);
      }
    }
    return failures;
  });
}

/** Links in the browser's default blue or visited purple. */
export function defaultColouredLinks(page: Page) {
  return page.evaluate((colours) => {
    return [...document.querySelectorAll('a[href]')]
      .filter((link) => link.getBoundingClientRect().width > 0 && colours.includes(getComputedStyle(link).color))
      .map((link) => `"${(link.textContent ?? '').trim().slice(0, 40)}" (${link.getAttribute('href')})`);
  }, DEFAULT_LINK_COLOURS);
}

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
 * What the chat's corner (the launcher, and the panel while open) covers where the page stands now:
 * links and controls, and every line of text (the last letter of a heading, a line of a review). A
 * spot counts as covered when the browser shows the chat's corner there. A picture tile four times
 * the launcher's size or more still shows most of itself and is not counted as a control.
 */
export function coveredByChatLauncher(page: Page) {
  return page.evaluate(() => {
    const corner = [...document.querySelectorAll('#chat-launcher, #mfe-chat')];
    const inCorner = (node: Node | null) => !!node && corner.some((root) => root.contains(node));
    const launchers = corner
      .flatMap((root) => [...root.querySelectorAll('button')])
      .map((button) => button.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0);
    if (!launchers.length) return [];
    const launcherArea = Math.max(...launchers.map((box) => box.width * box.height));
    // What a scrolling strip or a clipping box cuts off is not on screen, so only the part its containers show counts.
    const clipOf = (element: Element) => {
      let clip = new DOMRect(0, 0, innerWidth, innerHeight);
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const box = parent.getBoundingClientRect();
        const left = Math.max(clip.left, box.left);
        const top = Math.max(clip.top, box.top);
        clip = new DOMRect(left, top, Math.min(clip.right, box.right) - left, Math.min(clip.bottom, box.bottom) - top);
      }
      return clip;
    };
    const covered = (rect: DOMRect, clip: DOMRect) => {
      const left = Math.max(rect.left, clip.left);
      const right = Math.min(rect.right, clip.right);
      const top = Math.max(rect.top, clip.top);
      const bottom = Math.min(rect.bottom, clip.bottom);
      if (right - left <= 1 || bottom - top <= 1) return false;
      return launchers.some((box) => {
        const x0 = Math.max(left, box.left);
        const x1 = Math.min(right, box.right);
        const y0 = Math.max(top, box.top);
        const y1 = Math.min(bottom, box.bottom);
        if (x1 - x0 < 1 || y1 - y0 < 1) return false;
        // The launcher is round: spots across the overlap, each asked what the browser shows there.
        for (let x = x0 + 0.5; x < x1; x += 3)
          for (let y = y0 + 0.5; y < y1; y += 3) if (inCorner(document.elementFromPoint(x, y))) return true;
        return false;
      });
    };
    const shown = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      !element.closest('[aria-hidden="true"]');
    const found = new Set<string>();
    const name = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);

    for (const control of document.querySelectorAll('a[href], button, input, select, textarea, summary')) {
      if (inCorner(control) || !shown(control)) continue;
      const rect = control.getBoundingClientRect();
      if (rect.width * rect.height >= 4 * launcherArea) continue;
      if (covered(rect, clipOf(control))) found.add(`"${name(control.textContent) || control.outerHTML.slice(0, 60)}"`);
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || inCorner(node) || !shown(parent)) continue;
      if (['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const clip = clipOf(node as unknown as Element);
      // Visually hidden helpers are 1 px boxes: nothing of them is on screen to cover.
      const lines = [...range.getClientRects()].filter((line) => line.width > 1 && line.height > 1);
      if (lines.some((line) => covered(line, clip))) found.add(`text "${name(node.textContent)}"`);
    }
    return [...found];
  });
}

/** Scroll to the first view or the end of the page and wait until the page has drawn there. */
export async function scrollToPlace(page: Page, place: 'first view' | 'page end') {
  await page.evaluate(async (end) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // Pictures and bands drawn as they near the viewport can lengthen the page: scroll until it holds still.
    for (let turn = 0; turn < 10; turn++) {
      const height = document.documentElement.scrollHeight;
      window.scrollTo(0, end ? height : 0);
      await frame();
      await frame();
      if (document.documentElement.scrollHeight === height) break;
    }
  }, place === 'page end');
}

/**
 * Links, controls and text the floating chat launcher covers, in the first view and at the end of
 * the page (the two places the visitor cannot scroll out from under it).
 */
export async function hiddenUnderChatLauncher(page: Page) {
  const hidden = new Set<string>();
  for (const place of ['first view', 'page end'] as const) {
    await scrollToPlace(page, place);
    for (const problem of await coveredByChatLauncher(page)) hidden.add(`${problem} (${place})`);
  }
  await scrollToPlace(page, 'first view');
  return [...hidden];
}

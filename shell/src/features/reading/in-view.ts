/**
 * The site's two scroll effects, as the spec sets them: a section fades in when its top reaches 85%
 * of the viewport height, and a section title's rule expands once 10% of the title is visible. Pages
 * draw the elements with the attribute at `static`; their styles read `waiting` (hidden until
 * reached) and `shown`.
 */
export interface InViewRule {
  attribute: 'data-reveal' | 'data-expand';
  rootMargin: string;
  threshold: number;
}

export const revealRule: InViewRule = { attribute: 'data-reveal', rootMargin: '0px 0px -15% 0px', threshold: 0 };
export const expandRule: InViewRule = { attribute: 'data-expand', rootMargin: '0px', threshold: 0.1 };

type InViewState = 'static' | 'waiting' | 'shown';

/** Whether this browser runs the scroll-driven effects: it can observe elements, and the visitor has not asked for reduced motion. */
export function scrollEffectsRun(win: Browser): win is Browser & Pick<typeof globalThis, 'IntersectionObserver'> {
  return win.IntersectionObserver !== undefined && !win.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** A window whose IntersectionObserver may be missing (older browsers, test pages). */
export type Browser = Window & Partial<Pick<typeof globalThis, 'IntersectionObserver'>>;

/**
 * Applies a rule through each element's own attribute: one wholly off screen when first seen becomes
 * `waiting`, and `shown` once reached, for good; one already on screen, even below its line, is
 * shown as drawn (hiding what the visitor already sees would flicker). Answers a function that
 * watches more elements, or null with reduced motion or without IntersectionObserver: then the
 * content simply shows.
 */
export function inViewWatcher(win: Browser, rule: InViewRule): ((elements: Iterable<Element>) => void) | null {
  if (!scrollEffectsRun(win)) return null;
  const onScreen = (box: DOMRectReadOnly) => box.top < win.innerHeight && box.bottom > 0;
  const observer = new win.IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting, boundingClientRect } of entries) {
        const firstSeen = target.getAttribute(rule.attribute) === 'static';
        const next: InViewState | null =
          isIntersecting || (firstSeen && onScreen(boundingClientRect)) ? 'shown' : firstSeen ? 'waiting' : null;
        if (next) target.setAttribute(rule.attribute, next);
        if (next === 'shown') observer.unobserve(target);
      }
    },
    { rootMargin: rule.rootMargin, threshold: rule.threshold },
  );
  return (elements) => {
    for (const element of elements) if (element.getAttribute(rule.attribute) === 'static') observer.observe(element);
  };
}

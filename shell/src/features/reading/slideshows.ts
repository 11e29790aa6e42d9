import { START_WANTED_EVENT } from '../first-view';
import { scrollEffectsRun, type Browser } from './in-view';

/**
 * A slideshow turns with the site's scripts, which a reader does not start (ADR 0021). A reader who
 * keeps one in view for as long as it takes to turn (its pause control's `data-rotates`, in ms) asks
 * for them, so it turns as the spec has it; one who scrolls past it or follows a link does not.
 * Nothing with reduced motion: slideshows start paused then.
 */
export function startWhenSlideshowWatched(win: Browser, doc: Document) {
  const controls = doc.querySelectorAll('[data-rotates]');
  if (controls.length === 0 || !scrollEffectsRun(win)) return;
  const timers = new Map<Element, number>();
  // Once the site is wanted (by this slideshow or anything else that asks), no other timer is left to ask again.
  const stopWatching = () => {
    observer.disconnect();
    for (const timer of timers.values()) win.clearTimeout(timer);
    timers.clear();
    win.removeEventListener(START_WANTED_EVENT, stopWatching);
  };
  const observer = new win.IntersectionObserver((entries) => {
    for (const { target, isIntersecting } of entries) {
      win.clearTimeout(timers.get(target));
      if (!isIntersecting) continue;
      timers.set(
        target,
        win.setTimeout(
          () => win.dispatchEvent(new Event(START_WANTED_EVENT)),
          Number(target.getAttribute('data-rotates')),
        ),
      );
    }
  });
  win.addEventListener(START_WANTED_EVENT, stopWatching);
  for (const control of controls) observer.observe(control);
}

import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** An index that is out of range (or not a whole number) falls back to the first image. */
export function resolveIndex(index: number, count: number): number {
  return Number.isInteger(index) && index >= 0 && index < count ? index : 0;
}

/** The next index after `from` that is not skipped (failed images are skipped), wrapping round. */
export function nextIndex(from: number, count: number, skip: (index: number) => boolean = () => false): number {
  for (let step = 1; step <= count; step++) {
    const candidate = (from + step) % count;
    if (!skip(candidate)) return candidate;
  }
  return resolveIndex(from, count);
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
}

const reducedMotionNow = () => typeof window.matchMedia === 'function' && window.matchMedia(reducedMotionQuery).matches;

/** Read from the browser after hydration; a prerendered first render assumes motion is fine. */
export const usePrefersReducedMotion = () =>
  useSyncExternalStore(subscribeReducedMotion, reducedMotionNow, () => false);

export interface RotationOptions {
  count: number;
  intervalMs: number;
  initialIndex?: number;
  /** Indexes to pass over (images that failed to load). */
  skip?: (index: number) => boolean;
  /** Off when there is nothing to rotate (a fixed uploaded hero). */
  enabled?: boolean;
}

/**
 * An auto-advancing index with a pause control (WCAG 2.2.2). Visitors who ask for reduced motion
 * start paused; they can still press play. Choosing an image restarts the interval so it stays a while.
 */
export function useRotation({ count, intervalMs, initialIndex = 0, skip, enabled = true }: RotationOptions) {
  const [index, setIndex] = useState(() => resolveIndex(initialIndex, count));
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const paused = pausedByVisitor ?? reducedMotion;
  const running = enabled && !paused && count > 1;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setIndex((current) => nextIndex(current, count, skip)), intervalMs);
    return () => clearInterval(timer);
  }, [running, count, intervalMs, skip, index]);

  const select = useCallback((next: number) => setIndex(resolveIndex(next, count)), [count]);
  const togglePaused = useCallback(() => setPausedByVisitor(!paused), [paused]);

  const canRotate = enabled && count > 1;
  // Marked on its pause control: the reading effects turn the slideshow at this pace before the site runs.
  const everyMs = canRotate ? intervalMs : undefined;
  return { index: resolveIndex(index, count), select, paused: !running, togglePaused, canRotate, everyMs };
}

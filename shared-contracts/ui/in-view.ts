import { useEffect, useRef, useState } from 'react';

/**
 * `static`: first render and no observer (the content simply shows, so prerendered HTML is complete);
 * `waiting`: below the trigger line, hidden until it is reached; `shown`: reached, animates in.
 */
export type InViewState = 'static' | 'waiting' | 'shown';

export interface InViewOptions {
  /** Share of the element that must be visible (heading expansion: 0.1). */
  threshold?: number;
  /** Trigger line inside the viewport (scroll-in: 85% of the viewport height, i.e. `0px 0px -15% 0px`). */
  rootMargin?: string;
}

export function useInView<T extends Element>({ threshold = 0, rootMargin = '0px' }: InViewOptions) {
  const ref = useRef<T>(null);
  const [state, setState] = useState<InViewState>('static');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let seen = false;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        if (visible) {
          seen = true;
          setState((current) => (current === 'waiting' ? 'shown' : current));
          observer.disconnect();
        } else if (!seen) {
          setState('waiting');
        }
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold, rootMargin]);
  return { ref, state };
}

/**
 * How long the visitor must leave the page alone (no press, touch, key or scroll) before the site's
 * scripts start. A tap, the keys typed after it or a scroll each wait for their answer to be drawn;
 * the start's first tasks (evaluating the runtime, React, hydration) would hold that frame back, so
 * they run in the pause that follows, while the visitor reads.
 */
export const PAUSE_MS = 1000;

/** Acts that expect an answer on screen. A pointer that only moves expects none: it does not delay the start. */
export const answeredActs = ['pointerdown', 'touchstart', 'keydown', 'input', 'wheel', 'scroll'] as const;

export interface VisitorPauses {
  /** Resolves once `PAUSE_MS` have passed since the visitor's last act (at once when none is that recent). */
  paused(): Promise<void>;
  /** Stops watching. */
  stop(): void;
}

/** Watches the visitor's acts from now on, so a pause can be awaited later. */
export function watchVisitorPauses(win: Window, quietMs = PAUSE_MS): VisitorPauses {
  let busy = false;
  let timer: number | undefined;
  const waiting: (() => void)[] = [];
  const options = { capture: true, passive: true } as const;
  const quiet = () => {
    busy = false;
    for (const resolve of waiting.splice(0)) resolve();
  };
  const acted = () => {
    busy = true;
    win.clearTimeout(timer);
    timer = win.setTimeout(quiet, quietMs);
  };
  for (const type of answeredActs) win.addEventListener(type, acted, options);
  return {
    paused: () => (busy ? new Promise((resolve) => waiting.push(resolve)) : Promise.resolve()),
    stop() {
      for (const type of answeredActs) win.removeEventListener(type, acted, options);
    },
  };
}

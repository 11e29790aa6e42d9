interface WindowWithScheduler {
  scheduler?: { yield?: () => Promise<void> };
  setTimeout: (handler: () => void, ms: number) => unknown;
}

/**
 * Ends the current task; the caller resumes in a new one. Start-up work split this way runs as a few
 * short tasks instead of one long one, so the browser can paint and answer a tap in between.
 * `scheduler.yield` resumes ahead of other queued work, where the browser has it.
 */
export function yieldToBrowser(win: WindowWithScheduler = window): Promise<void> {
  if (typeof win.scheduler?.yield === 'function') return win.scheduler.yield();
  return new Promise((resolve) => win.setTimeout(resolve, 0));
}

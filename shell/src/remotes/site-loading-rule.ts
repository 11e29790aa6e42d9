/** How the shell loads a remote's module: attempts with a growing pause between them, each one bounded in time. */
export interface LoadingRule {
  /** Attempts per load, the first included. */
  attempts: number;
  /** Pause before the second attempt; doubled for each one after. */
  backoffMs: number;
  /** An attempt that has not answered by then counts as failed. */
  attemptTimeoutMs: number;
}

export const siteLoadingRule: LoadingRule = { attempts: 3, backoffMs: 400, attemptTimeoutMs: 6000 };

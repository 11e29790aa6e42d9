import { NotRetried } from './not-retried';

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

/**
 * Runs `attempt` under the rule, each attempt bounded by an `AbortSignal.timeout`, and answers with
 * its first success, or fails with the last attempt's error. The retries (p-retry) are a chunk of
 * their own, fetched from the site's origin only after a first attempt failed: checkout's first load
 * has no room for them. Nothing is kept between calls, so a load that failed is tried afresh by the
 * next one.
 */
export async function loadByRule<T>(what: string, attempt: () => Promise<T>, rule: LoadingRule): Promise<T> {
  const { attempts, attemptTimeoutMs } = rule;
  const bounded = () => {
    const late = AbortSignal.timeout(attemptTimeoutMs);
    return Promise.race([
      attempt(),
      new Promise<never>((_, reject) =>
        late.addEventListener('abort', () => reject(new Error(`${what} did not answer within ${attemptTimeoutMs} ms`))),
      ),
    ]);
  };
  try {
    return await bounded();
  } catch (firstError) {
    if (attempts <= 1 || firstError instanceof NotRetried) throw firstError;
    const retries = await import(/* webpackChunkName: "remote-retries" */ './retries').catch(() => {
      throw firstError;
    });
    return retries.retryAfterFirstFailure(bounded, firstError, rule);
  }
}

import { NotRetried } from './not-retried';
import type { LoadingRule } from './site-loading-rule';

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

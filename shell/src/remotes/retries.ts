import pRetry, { AbortError } from 'p-retry';

import { NotRetried } from './not-retried';
import type { LoadingRule } from './site-loading-rule';

/**
 * The attempts after a failed first one, under the rule: p-retry pauses `backoffMs`, then twice that
 * for each one after, and gives up with the last attempt's error. The first failure is handed to it
 * as its own attempt one, so the pauses and the count are the rule's (400 ms, then 800 ms, three in
 * all). Like p-retry, it does not retry a TypeError that is not a network failure (a bug in code).
 */
export function retryAfterFirstFailure<T>(attempt: () => Promise<T>, firstError: unknown, rule: LoadingRule) {
  let failed: { error: unknown } | undefined = { error: firstError };
  return pRetry(
    async () => {
      if (failed) {
        const { error } = failed;
        failed = undefined;
        throw error;
      }
      return attempt().catch((error: unknown) => {
        throw error instanceof NotRetried ? new AbortError(error) : error;
      });
    },
    { retries: rule.attempts - 1, minTimeout: rule.backoffMs, factor: 2, randomize: false },
  );
}

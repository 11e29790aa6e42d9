import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints how many retries the run used and which tests needed one. A retry that passed hides a
 * test that can fail by chance: the list says which to repeat (`npm run test:repeat -w e2e`).
 */
export default class RetryReport implements Reporter {
  private readonly retried = new Map<string, string>();
  private retries = 0;

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.retry === 0) return;
    this.retries++;
    this.retried.set(
      test.id,
      `${test.location.file.split('/tests/')[1] ?? test.location.file} › ${test.title}: ${test.outcome()}`,
    );
  }

  onEnd(result: FullResult) {
    console.info(`\nretries used: ${this.retries} (run ${result.status})`);
    for (const line of this.retried.values()) console.info(`  retried ${line}`);
  }

  printsToStdio() {
    return true;
  }
}

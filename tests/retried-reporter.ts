import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Lists, at the end of the run, every test that failed first and passed on its retry. CI retries
 * once so that one bad minute of a busy machine does not fail a submission, but a test that
 * needed the retry is a defect to fix (tests/README.md): this makes it impossible to miss.
 */
export default class RetriedReporter implements Reporter {
  private readonly retried = new Map<string, TestCase>();

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.retry > 0 && result.status === 'passed') this.retried.set(test.id, test);
  }

  onEnd(_result: FullResult): void {
    if (this.retried.size === 0) return;
    console.log(`\n${this.retried.size} test(s) passed only on a retry. Each is a defect to fix, not to live with:`);
    for (const test of this.retried.values()) {
      const [, project, file, ...title] = test.titlePath();
      console.log(`  [${project}] ${file} › ${title.join(' › ')} (${test.location.file.split('/tests/')[1] ?? test.location.file}:${test.location.line})`);
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}

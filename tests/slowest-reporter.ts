import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

// Prints the 20 slowest browser tests at the end of a run (every attempt, with its project), so
// the closing lines of `npm test` say where the suite's time goes.
export default class SlowestReporter implements Reporter {
  private readonly runs: { title: string; ms: number; status: string }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const project = test.parent.project()?.name ?? '';
    const file = test.location.file.split('/').pop();
    const attempt = result.retry > 0 ? ` (retry ${result.retry})` : '';
    this.runs.push({
      title: `[${project}] ${file} › ${test.title}${attempt}`,
      ms: result.duration,
      status: result.status,
    });
  }

  onEnd(result: FullResult): void {
    const total = this.runs.reduce((sum, r) => sum + r.ms, 0);
    const slowest = [...this.runs].sort((a, b) => b.ms - a.ms).slice(0, 20);
    console.log(
      `\nSlowest ${slowest.length} of ${this.runs.length} test runs (${(total / 1000).toFixed(0)} s of test time in all, ${(result.duration / 1000).toFixed(0)} s wall):`,
    );
    for (const r of slowest)
      console.log(`${(r.ms / 1000).toFixed(1).padStart(6)} s  ${r.status.padEnd(8)} ${r.title}`);
  }
}

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

/**
 * Browser tests get one retry (vitest.e2e.config.ts): a real Chromium on a busy 2-core machine
 * now and then misses a deadline that says nothing about the site. A pass on the retry must not
 * look like a clean pass, so this lists every such test, here and in a report that
 * scripts/summary.mjs prints on CI's closing lines.
 */
export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  constructor(private readonly outputFile: string) {}

  onTestCaseResult(testCase: TestCase): void {
    if (testCase.diagnostic()?.flaky) {
      this.flaky.push(
        `${testCase.module.moduleId.replace(/^.*\/e2e\//, 'e2e/')} > ${testCase.fullName}`,
      );
    }
  }

  onTestRunEnd(): void {
    mkdirSync(dirname(this.outputFile), { recursive: true });
    writeFileSync(this.outputFile, `${JSON.stringify({ flaky: this.flaky }, null, 2)}\n`);
    for (const name of this.flaky) console.warn(`[site] passed only on retry: ${name}`);
  }
}

import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints, after vitest's own summary, how many tests each project ran (so a CI log shows the
 * MySQL run by its count, not only a total), then one plain closing line for log readers.
 */
export default class ProjectSummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const perProject = new Map<string, { passed: number; failed: number; skipped: number }>();
    for (const module of testModules) {
      const name = module.project.name || 'default';
      const counts = perProject.get(name) ?? { passed: 0, failed: 0, skipped: 0 };
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
      }
      perProject.set(name, counts);
    }
    const total = { passed: 0, failed: 0, skipped: 0 };
    console.log('\nTests per project:');
    for (const [name, c] of [...perProject].sort()) {
      console.log(`  ${name.padEnd(16)} ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`);
      total.passed += c.passed;
      total.failed += c.failed;
      total.skipped += c.skipped;
    }
    console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  }
}

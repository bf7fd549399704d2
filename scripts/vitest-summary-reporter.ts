import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/** Where the run's failed tests are listed, for `npm test`'s summary (scripts/test-all.mjs). */
const failuresMarker = '[vitest failed]';

/**
 * Prints one closing line `N passed, N failed[, N skipped]` after the default output, and before it
 * one marked line per failed test with the first line of its error, so that the end of a long run's
 * output still says which tests broke.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>) {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    const named: string[] = unhandledErrors.map((error) => `unhandled error: ${firstLine(error.message)}`);
    for (const module of modules) {
      let tests = 0;
      for (const test of module.children.allTests()) {
        tests += 1;
        const result = test.result();
        if (result.state === 'passed') passed += 1;
        else if (result.state === 'skipped') skipped += 1;
        else if (result.state === 'failed') {
          failed += 1;
          named.push(
            `${module.moduleId.replace(`${process.cwd()}/`, '')} › ${test.fullName}: ${firstLine(result.errors[0]?.message)}`,
          );
        }
      }
      if (module.state() === 'failed' && (tests === 0 || module.errors().length > 0)) {
        failed += 1;
        named.push(`${module.moduleId.replace(`${process.cwd()}/`, '')}: ${firstLine(module.errors()[0]?.message)}`);
      }
    }
    const list = named.map((line) => `${failuresMarker} ${line}\n`).join('');
    const counts = `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
    process.stdout.write(`\n${list}${counts}\n`);
  }
}

function firstLine(message: string | undefined) {
  return (message ?? '').split('\n')[0]!.slice(0, 300);
}

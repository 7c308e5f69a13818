/**
 * A Vitest reporter that prints the 20 slowest test files at the end of a run, so the next
 * change to the suite starts from figures (docs/TESTING.md). A file's time is what its
 * worker spent on it: importing it (collect), set-up files, then its tests and hooks.
 * It also names every test that passed only when retried (the browser tests retry once):
 * a flaky test is a defect to find, not a pass to forget, so its failed attempt is printed too.
 */
import path from 'node:path';
import type { Reporter, TestCase, TestModule } from 'vitest/node';

const SHOWN = 20;

export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const rows = modules
      .map((module) => {
        const d = module.diagnostic();
        return {
          file: path.relative(process.cwd(), module.moduleId),
          total: d.prepareDuration + d.collectDuration + d.setupDuration + d.duration,
          tests: d.duration,
        };
      })
      .sort((a, b) => b.total - a.total)
      .slice(0, SHOWN);
    printFlaky(modules);
    if (rows.length === 0) return;
    const s = (ms: number) => (ms / 1000).toFixed(1).padStart(7);
    const lines = rows.map((r) => `${s(r.total)} ${s(r.tests)}  ${r.file}`);
    console.log(
      `\nThe ${rows.length} slowest test files (s; total = import + set-up + tests):\n` +
        `  total   tests  file\n${lines.join('\n')}\n`,
    );
  }
}

/**
 * A retried test's failed attempt, in a few lines: its message and where in the test file it
 * failed (Vitest keeps the errors of the attempts before a passing retry).
 */
function failedAttempt(test: TestCase): string {
  const errors = test.result().errors ?? [];
  return errors
    .map((error) => {
      const message = (error.message ?? 'an error without a message')
        .split('\n')
        .slice(0, 6)
        .join('\n      ');
      const where = (error.stacks ?? []).find(
        (frame) => frame.file.includes('.e2e.') || frame.file.includes('.test.'),
      );
      return `    failed attempt: ${message}${where ? `\n      at ${path.relative(process.cwd(), where.file)}:${where.line}` : ''}`;
    })
    .join('\n');
}

function printFlaky(modules: ReadonlyArray<TestModule>): void {
  const flaky = modules.flatMap((module) =>
    [...module.children.allTests()]
      .filter((test) => test.diagnostic()?.flaky)
      .map((test) => {
        const attempt = failedAttempt(test);
        return `  ${path.relative(process.cwd(), module.moduleId)} > ${test.fullName}${attempt ? `\n${attempt}` : ''}`;
      }),
  );
  if (flaky.length === 0) return;
  console.log(
    `\nPassed only when retried (${flaky.length}; flaky: find out why):\n${flaky.join('\n')}\n`,
  );
}

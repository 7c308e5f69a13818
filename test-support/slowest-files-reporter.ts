/**
 * A Vitest reporter that prints the 20 slowest test files at the end of a run, so the next
 * change to the suite starts from figures (docs/TESTING.md). A file's time is what its
 * worker spent on it: importing it (collect), set-up files, then its tests and hooks.
 * It also names every test that passed only when retried (the browser tests retry once):
 * a flaky test is a defect to find, not a pass to forget.
 */
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

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

function printFlaky(modules: ReadonlyArray<TestModule>): void {
  const flaky = modules.flatMap((module) =>
    [...module.children.allTests()]
      .filter((test) => test.diagnostic()?.flaky)
      .map((test) => `  ${path.relative(process.cwd(), module.moduleId)} > ${test.fullName}`),
  );
  if (flaky.length === 0) return;
  console.log(
    `\nPassed only when retried (${flaky.length}; flaky: find out why):\n${flaky.join('\n')}\n`,
  );
}

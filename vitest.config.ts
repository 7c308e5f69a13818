import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'packages/web/e2e/**'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Two files at once even on two cores (Vitest's default there is one): a file spends
    // much of its time waiting on child processes, sockets and timers (docs/TESTING.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: ['default', './test-support/slowest-files-reporter.ts'],
  },
});

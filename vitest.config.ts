import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const FILES = ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts'];
const SLOW = FILES.map((glob) => glob.replace('*.test.ts', '*.slow.test.ts'));
const NOT_HERE = ['**/node_modules/**', 'packages/web/e2e/**'];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Two files at once even on two cores (Vitest's default there is one): a file spends
    // much of its time waiting on child processes, sockets and timers (docs/TESTING.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: ['default', './test-support/slowest-files-reporter.ts'],
    // `--project unit` runs the first only (npm run test:fast).
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: FILES,
          exclude: [...NOT_HERE, ...SLOW],
          // Test files share their worker's modules instead of importing the server and its
          // dependencies again for each file and compiling PGlite's WebAssembly again: the
          // fast tier took 82 s instead of 212 s (docs/TESTING.md). So a file leaves module
          // state as it found it (web/src/api/serverStatus.test.ts restores the API server);
          // files pass in any order (checked with --sequence.shuffle.files).
          isolate: false,
          setupFiles: ['test-support/no-leaked-globals.ts'],
        },
      },
      {
        extends: true,
        // Process and timing tests (event-loop budgets among them) each in a fresh worker:
        // a worker's heap grown by earlier files made one pause for 200 ms.
        test: { name: 'slow', include: SLOW, exclude: NOT_HERE, isolate: true },
      },
    ],
  },
});

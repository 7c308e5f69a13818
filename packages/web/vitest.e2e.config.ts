/**
 * End-to-end tests (e2e/**\/*.e2e.ts): headless Chromium against the real server, both
 * started once by the global setup. Two files run at once: the shared server is only read
 * (files that write start a server of their own), and a file spends much of its time
 * waiting for pages, so two keep both cores busy (docs/TESTING.md). A failed test runs once
 * more: a real browser on a shared two-core machine now and then misses a poll's deadline;
 * the reporter names each test that passed only on its retry.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: dir,
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/harness/global-setup.ts'],
    setupFiles: ['e2e/harness/setup.ts'],
    maxWorkers: 2,
    reporters: ['default', path.join(dir, '../../test-support/slowest-files-reporter.ts')],
    testTimeout: 300_000,
    retry: 1,
    // Busy machines: give UI changes time to show before a poll gives up.
    expect: { poll: { timeout: 20_000 } },
    hookTimeout: 600_000,
    pool: 'forks',
  },
});

/**
 * End-to-end tests (e2e/**\/*.e2e.ts): headless Chromium against the real server, started
 * once by the global setup. Files run one after another: the machine has few cores and the
 * server is shared.
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
    fileParallelism: false,
    testTimeout: 300_000,
    // Busy machines: give UI changes time to show before a poll gives up.
    expect: { poll: { timeout: 20_000 } },
    hookTimeout: 600_000,
    pool: 'forks',
  },
});

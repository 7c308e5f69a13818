/**
 * Vitest global setup for the e2e tests: builds the web app if its sources changed, starts
 * the real server once on a copy of the demo data and one Chromium for every test file,
 * and hands both addresses to the tests.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { launchChromiumServer } from '../../../../test-support/chromium';
import { prepareDataDir, root, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the shared Chromium listens (harness/browser.ts connects to it). */
    chromiumEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const chromium = launchChromiumServer();
  execFileSync(process.execPath, [path.join(root, 'scripts/build-web.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  const data = await prepareDataDir();
  const server = await startServer(data.dataDir, data.emptyDir, data.webDist);
  project.provide('baseUrl', server.base);
  project.provide('chromiumEndpoint', (await chromium).wsEndpoint());
  return async () => {
    await (await chromium).close();
    await server.stop();
    await data.cleanup();
  };
}

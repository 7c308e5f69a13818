/**
 * Vitest global setup for the e2e tests: builds the web app if its sources changed, starts
 * the real server once on a copy of the demo data, and hands its address to the tests.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { prepareDataDir, root, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  execFileSync(process.execPath, [path.join(root, 'scripts/build-web.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  const data = await prepareDataDir();
  const server = await startServer(data.dataDir, data.emptyDir, data.webDist);
  project.provide('baseUrl', server.base);
  return async () => {
    await server.stop();
    await data.cleanup();
  };
}

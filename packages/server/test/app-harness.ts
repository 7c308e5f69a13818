/** A whole app on a fresh store and a temporary blob folder, for route tests with inject(). */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../src/app';
import { createBlobStore } from '../src/blobs';
import { loadConfig } from '../src/config';
import { createServices, type Services } from '../src/services';
import { openMigrated, type StoreKind } from './stores';

export interface Harness {
  app: FastifyInstance;
  services: Services;
  close(): Promise<void>;
}

export async function startHarness(
  kind: StoreKind,
  env: NodeJS.ProcessEnv = {},
  options: Pick<AppDeps, 'readiness'> = {},
): Promise<Harness> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vitrine-test-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    // Route tests send many requests at once; test/edge.test.ts turns the limits on.
    RATE_LIMIT: 'false',
    ...env,
  });
  const store = await openMigrated(kind);
  const services = createServices(store, createBlobStore(path.join(dataDir, 'files')));
  const app = await buildApp({ config, services, ...options });
  await app.ready();
  return {
    app,
    services,
    async close() {
      await app.close();
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

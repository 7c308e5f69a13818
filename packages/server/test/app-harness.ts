/** A whole app on a fresh store and a temporary blob folder, for route tests with inject(). */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../src/app';
import { loadConfig } from '../src/config';
import { openBlobStore } from '../src/open-blob-store';
import { createServices, type ServiceOptions, type Services } from '../src/services';
import { buildListening, listeningEnv, logIn, type LoggedIn } from './login';
import { openMigrated, type StoreKind } from './stores';

export interface Harness {
  app: FastifyInstance;
  services: Services;
  /** With `login`: a new account (owning these brands), logged in at the app's provider. */
  logIn?: (email: string, extra?: { ownerIds?: string[] }) => Promise<LoggedIn>;
  close(): Promise<void>;
}

export async function startHarness(
  kind: StoreKind,
  env: NodeJS.ProcessEnv = {},
  options: Pick<AppDeps, 'readiness' | 'logger'> &
    Pick<ServiceOptions, 'cad'> & {
      /** Listens on a free port as its own login provider, so tests can log in (login.ts). */
      login?: boolean;
    } = {},
): Promise<Harness> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vitrine-test-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    // Route tests send many requests at once; test/edge.test.ts turns the limits on.
    RATE_LIMIT: 'false',
    // On a loaded machine back-to-back tests look like overload; edge.overload turns it on.
    OVERLOAD_DELAY_MS: '0',
    ...(options.login ? await listeningEnv() : {}),
    ...env,
  });
  const store = await openMigrated(kind);
  const { login, cad, ...deps } = options;
  const services = await createServices(
    config,
    store,
    await openBlobStore(config),
    cad ? { cad } : {},
  );
  const server = login ? await buildListening(config, services, deps) : undefined;
  const app = server?.app ?? (await buildApp({ config, services, ...deps }));
  await app.ready();
  return {
    app,
    services,
    logIn: server && ((email, extra) => logIn(server, email, extra)),
    async close() {
      await app.close();
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

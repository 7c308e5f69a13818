/**
 * `npm start`: one process serving every service, the web app and the demo catalogue.
 * It listens as soon as the database is open, so /livez and /readyz answer while the demo is
 * generated and the search index loads (everything else answers 503 'starting' until then).
 * It runs with the V8 flags of node-flags.ts (a larger young generation, a heap that grows
 * by less before each full collection).
 */
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { buildApp } from './app';
import { openBlobStore } from './open-blob-store';
import { loadedHeapAdvice, relaunchedWithHeapFor, snapshotHeapAdvice } from './heap';
import { ConfigError, loadConfig, PID_FILE, SEARCH_SNAPSHOT } from './config';
import { createLogger } from './logger';
import { prepareContent } from './seed';
import { createServices } from './services';
import type { Readiness } from './status';
import { embeddedDatabaseDir, openStore } from './store';

async function main() {
  const started = performance.now();
  const config = loadConfig();
  const log = createLogger(config.logLevel, config.logFormat);
  // The heap limit follows the catalogue: a process with too small a heap for the search
  // index's snapshot starts the server again with a larger one (heap.ts).
  if (await relaunchedWithHeapFor(path.join(config.dataDir, SEARCH_SNAPSHOT), log)) return;
  log.info(
    `Vitrine starting: ${config.databaseUrl ? 'PostgreSQL server' : `embedded database in ${config.dataDir}`}`,
  );
  await mkdir(config.dataDir, { recursive: true });
  const pidFile = path.join(config.dataDir, PID_FILE);
  await writeFile(pidFile, String(process.pid));
  const freshDatabase = !config.databaseUrl && !existsSync(embeddedDatabaseDir(config.dataDir));
  const storeOpened = openStore(config);
  const searchSnapshot = path.join(config.dataDir, SEARCH_SNAPSHOT);
  const servicesReady = storeOpened.then(async (store) =>
    createServices(config, store, await openBlobStore(config), {
      searchSnapshot,
      log,
    }),
  );
  servicesReady.catch(() => undefined); // a failure is reported where it is awaited

  // The demo generation starts at once (it needs no database until it writes).
  let readiness: Readiness = { ready: false, stage: 'database' };
  const contentReady = prepareContent(config, servicesReady, { freshDatabase, log });
  contentReady.catch(() => undefined); // awaited below
  const [store, services] = await Promise.all([storeOpened, servicesReady]);
  const app = await buildApp({ config, services, logger: log, readiness: () => readiness });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${shownHost(config.host)}:${port}`;
  log.info(`Listening on ${url} (starting: /livez and /readyz answer)`);

  const stop = stopper(async () => {
    readiness = { ready: false, stage: 'stopping' };
    await closeWithin(app, config.shutdownGraceMs, log);
    await services.mail.stop();
    // The statistics taken and not written yet; the retention's hourly turn ends.
    await services.insights.stop();
    await services.search.engine.saveIfWorthIt().catch((error: unknown) => {
      log.error({ err: error }, 'Search index snapshot not saved');
    });
    await store.close();
    await rm(pidFile, { force: true });
  }, log);
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  readiness = { ready: false, stage: freshDatabase ? 'demo catalogue' : 'content' };
  // The OpenAPI document takes about a second of this thread to make: made now, while no
  // visitor is served yet, not on its first request (it is kept).
  app.swagger();
  const content = await contentReady;

  // The search index is loaded before the first visitor: from its snapshot and the rows
  // written since, or from the search tables (minutes at 100,000 models on PGlite).
  readiness = { ready: false, stage: 'search index' };
  const indexStarted = performance.now();
  const heapLimit = getHeapStatistics().heap_size_limit;
  let warned = false;
  services.search.engine.onSnapshot((bytes) => {
    const advice = snapshotHeapAdvice(bytes, heapLimit);
    if (advice) log.warn(advice);
    warned = !!advice;
  });
  services.search.engine.onProgress((_progress, message) => log.info(message));
  await services.search.engine.refresh();
  await services.search.engine.saveIfWorthIt();
  log.info(`Search index ready in ${((performance.now() - indexStarted) / 1000).toFixed(1)} s`);
  const after = !warned && loadedHeapAdvice(getHeapStatistics().used_heap_size, heapLimit);
  if (after) log.warn(after);

  readiness = { ready: true, stage: 'ready' };
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log.info(`Vitrine ready in ${seconds} s on ${url}`);
  content.afterListen();
  services.mail.start(); // the mail outbox's sender (account mails, contact mails)
  services.insights.start(); // the statistics' retention and monthly rollups, hourly
  // The 3D engine's worker takes most of a second to load: start it now rather than on the
  // first upload or conversion.
  services.derive
    .start()
    .catch((error: unknown) => log.error({ err: error }, '3D engine not started'));
}

/** The host to print in the server's address: localhost for the loopback and any-address. */
function shownHost(host: string) {
  if (['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'].includes(host)) return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** Runs `shutdown` once on the first signal, then exits; a second signal exits at once. */
function stopper(shutdown: () => Promise<void>, log: ReturnType<typeof createLogger>) {
  let stopping = false;
  return async (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    log.info(`${signal}: shutting down`);
    try {
      await shutdown();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
}

/**
 * Stops taking requests and waits for those in flight, at most `graceMs`; then closes the
 * connections still open (a download of a large file, a slow client).
 */
async function closeWithin(
  app: Awaited<ReturnType<typeof buildApp>>,
  graceMs: number,
  log: ReturnType<typeof createLogger>,
) {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), graceMs);
  });
  const closed = app.close().then(() => 'closed' as const);
  if ((await Promise.race([closed, timedOut])) === 'timeout') {
    log.warn(`Requests still open after ${graceMs} ms: closing their connections`);
    app.server.closeAllConnections();
    await closed;
  }
  clearTimeout(timer);
}

main().catch((error: unknown) => {
  const log = createLogger('error');
  if (error instanceof ConfigError) log.fatal(`Configuration error: ${error.message}`);
  else log.fatal({ err: error }, 'Vitrine failed to start');
  process.exit(1);
});

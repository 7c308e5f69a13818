/**
 * `npm start`: one process serving every service, the web app and the demo catalogue.
 * It runs with --max-semi-space-size=64: a larger young generation (the default is 16 MB)
 * cut the collector's share of a loaded search server by two thirds (docs/PERFORMANCE.md).
 */
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { buildApp } from './app';
import { createBlobStore } from './blobs/blob-store';
import { loadedHeapAdvice, snapshotHeapAdvice } from './heap';
import { PID_FILE, SEARCH_SNAPSHOT } from './cli-support';
import { ConfigError, loadConfig } from './config';
import { prepareContent } from './seed';
import { describeProgress } from './search/search.progress';
import { createServices } from './services';
import { embeddedDatabaseDir, openStore } from './store/open-store';

async function main() {
  const started = performance.now();
  const config = loadConfig();
  console.log(
    `Vitrine starting: ${config.databaseUrl ? 'PostgreSQL server' : `embedded database in ${config.dataDir}`}`,
  );
  await mkdir(config.dataDir, { recursive: true });
  const pidFile = path.join(config.dataDir, PID_FILE);
  await writeFile(pidFile, String(process.pid));
  const freshDatabase = !config.databaseUrl && !existsSync(embeddedDatabaseDir(config.dataDir));
  const storeOpened = openStore(config);
  const searchSnapshot = path.join(config.dataDir, SEARCH_SNAPSHOT);
  const servicesReady = storeOpened.then((store) =>
    createServices(store, createBlobStore(path.join(config.dataDir, 'files')), {
      searchSnapshot,
    }),
  );
  servicesReady.catch(() => undefined); // a failure is reported where it is awaited
  const content = await prepareContent(config, servicesReady, { freshDatabase });
  const [store, services] = await Promise.all([storeOpened, servicesReady]);

  // The search index is loaded before the first visitor: from its snapshot and the rows
  // written since, or from the search tables (minutes at 100,000 models on PGlite).
  const indexStarted = performance.now();
  const heapLimit = getHeapStatistics().heap_size_limit;
  let warned = false;
  services.searchIndex.onSnapshot((bytes) => {
    const advice = snapshotHeapAdvice(bytes, heapLimit);
    if (advice) console.warn(advice);
    warned = !!advice;
  });
  services.searchIndex.onProgress((progress) => console.log(describeProgress(progress)));
  await services.searchIndex.refresh();
  await services.searchIndex.saveIfWorthIt();
  console.log(`Search index ready in ${((performance.now() - indexStarted) / 1000).toFixed(1)} s`);
  const after = !warned && loadedHeapAdvice(getHeapStatistics().used_heap_size, heapLimit);
  if (after) console.warn(after);

  const app = await buildApp({ config, services });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Vitrine ready in ${seconds} s on http://localhost:${port}`);
  content.afterListen();
  services.mail.start(); // identity (issue 16): the mail outbox sender
  // The 3D engine's worker takes most of a second to load: start it now rather than on the
  // first upload or conversion.
  services.cad().catch((error: unknown) => console.error('3D engine not started:', error));

  const stop = async (signal: string) => {
    console.log(`${signal}: shutting down`);
    await app.close();
    await services.mail.stop();
    await services.searchIndex.saveIfWorthIt().catch((error: unknown) => {
      console.error('Search index snapshot not saved:', error);
    });
    await store.close();
    await rm(pidFile, { force: true });
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else {
    console.error('Vitrine failed to start:', error);
  }
  process.exit(1);
});

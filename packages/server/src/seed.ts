/**
 * First-start content: the demo catalogue (when the database is empty) and the SweetHome3D
 * furniture libraries found on this machine. Both are recorded in catalog_meta so later
 * starts skip them.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { CatalogueSink, ProgressReporter } from '@vitrine/demo-data';
import { DEMO_ACCOUNTS_FILE, seedDemoAccounts } from './auth';
import type { Catalogue } from './catalogue';
import type { Config } from './config';
import type { Logger } from './logger';
import type { Services } from './services';

/**
 * The sink demo-data writes into: files through the file service, items through the
 * catalogue. It takes the services as a promise so generation can start while the
 * embedded database is still being created.
 */
export function storeSink(services: Services | Promise<Services>): CatalogueSink {
  return {
    putFiles: async (files) => (await services).files.putMany(files, { durable: false }),
    putItems: async (entity, items) => (await services).catalogue.store(entity, items),
    putProductInformation: async (items) => (await services).pim.store(items),
  };
}

/** Logs one line per stage step, at most every 10 % so logs stay readable. */
export function progressLog(prefix: string, print: (line: string) => void): ProgressReporter {
  const last = new Map<string, number>();
  const started = performance.now();
  return (stage, done, total) => {
    const percent = total === 0 ? 100 : Math.floor((done / total) * 10) * 10;
    if (last.get(stage) === percent) return;
    last.set(stage, percent);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    print(`${prefix} ${stage}: ${done}/${total} (${percent}%), ${seconds} s`);
  };
}

/**
 * Generates the demo catalogue when the database has none yet. On a fresh data folder it
 * starts before the embedded database exists (creating one takes seconds), so both proceed
 * together. SweetHome3D libraries found on the machine are imported after the server
 * listens, one at a time, each recorded when done.
 */
export async function prepareContent(
  config: Config,
  services: Promise<Services>,
  { freshDatabase, log }: { freshDatabase: boolean; log: Logger },
): Promise<{ afterListen(): void }> {
  const sink = storeSink(services);
  const needsDemo =
    config.demo && (freshDatabase || !(await (await services).catalogue.meta.get('demo')));
  if (needsDemo) {
    log.info('First start: generating the demo catalogue (about a minute on two cores)...');
    // Loaded only here: the generator's libraries would slow every later start.
    const { generateDemoCatalogue } = await import('@vitrine/demo-data');
    // Search indexes are built once at the end (see SearchIndexer.bulk); nothing searches yet.
    const bulk = services.then((s) => s.search.projector.beginBulk());
    const summary = await generateDemoCatalogue(
      {
        putFiles: (files) => sink.putFiles(files),
        putItems: async (entity, items) => {
          await bulk;
          return sink.putItems(entity, items);
        },
        putProductInformation: (items) => sink.putProductInformation!(items),
      },
      {
        progress: progressLog('  demo', (line) => log.info(line)),
        ...(config.demoBrands ? { brands: config.demoBrands } : {}),
      },
    );
    await bulk;
    await (await services).search.projector.endBulk();
    await (await services).catalogue.meta.set('demo', summary);
    log.info(
      `Demo catalogue ready in ${summary.seconds} s: ${summary.owners} brands, ${summary.models} models, ` +
        `${summary.materials} materials, ${summary.collections} collections and folders, ${summary.tags} tags, ${summary.files} files, ${summary.productInformation} product information items`,
    );
  }
  await ensureSearchIndex(await services, { justBuilt: needsDemo, log });
  if (config.demo) await ensureDemoAccounts(config, await services, log);
  return {
    afterListen() {
      if (!config.demo || !config.sh3fImport) return;
      void services
        .then(({ catalogue }) => importFurnitureLibraries(config.sh3fDir, sink, catalogue, log))
        .catch((error: unknown) =>
          log.error(`SweetHome3D import stopped: ${(error as Error).message}`),
        );
    },
  };
}

/** Demo accounts beside the demo catalogue (auth/demo-accounts.ts), made once. */
async function ensureDemoAccounts(config: Config, services: Services, log: Logger) {
  // The editor owns the two brands with the most draft items, so the draft view shows some.
  const owned = await services.catalogue.mostDrafted(2);
  const made = await seedDemoAccounts(services.store, config.dataDir, owned);
  if (made.length === 0) return;
  // Passwords stay in the file (readable by this user only), never in the log.
  const file = path.join(config.dataDir, DEMO_ACCOUNTS_FILE);
  for (const a of made) {
    const brands = a.owner_ids.length ? `, owns ${a.owner_ids.join(' and ')}` : '';
    log.info(`Demo account ${a.role}: ${a.email}${brands} (password in ${file})`);
  }
}

/**
 * Rebuilds the search index when it was made by an older version of the indexer (or before
 * search existed); items written by this version are indexed as they are stored.
 */
async function ensureSearchIndex(
  services: Services,
  { justBuilt, log }: { justBuilt: boolean; log: Logger },
) {
  const meta = services.catalogue.meta;
  if (!justBuilt && (await meta.get('search_index')) !== services.search.projector.version) {
    const started = performance.now();
    log.info('Rebuilding the search index...');
    await services.search.projector.rebuild();
    log.info(`Search index rebuilt in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  await meta.set('search_index', services.search.projector.version);
}

/**
 * Imports the libraries not imported yet, or imported by an older mapping of the importer
 * (their items are written again in the current shape), one at a time. While it runs, the
 * catalogue records it (the web app says that items are still arriving).
 */
async function importFurnitureLibraries(
  dir: string,
  sink: CatalogueSink,
  catalogue: Catalogue,
  log: Logger,
) {
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith('.sh3f')).sort();
  } catch {
    return; // Not installed on this machine: nothing to import.
  }
  const { importSh3f, SH3F_MAPPING_VERSION } = await import('@vitrine/demo-data/sh3f');
  const pending = [];
  for (const file of files) {
    const done = await catalogue.meta.get<{ mapping?: number }>(`sh3f:${file}`);
    if (!done || (done.mapping ?? 1) < SH3F_MAPPING_VERSION) pending.push(file);
  }
  if (pending.length === 0) return;
  log.info(
    `Importing ${pending.length} SweetHome3D furniture libraries from ${dir} in the background...`,
  );
  try {
    for (const [done, file] of pending.entries()) {
      const report = () => catalogue.imports.report({ library: file, done, total: pending.length });
      await report();
      const print = progressLog(`  ${file}`, (line) => log.info(line));
      // Reported again at each step the log shows (every 10 %), so a stopped import goes stale.
      let reported = Date.now();
      const summary = await importSh3f(path.join(dir, file), sink, {
        progress: (stage, step, total) => {
          print(stage, step, total);
          if (Date.now() - reported < 10_000) return;
          reported = Date.now();
          void report().catch(() => {});
        },
      });
      await catalogue.meta.set(`sh3f:${file}`, summary);
      log.info(`Imported ${file}: ${summary.models} models by ${summary.creators} creators`);
    }
  } finally {
    await catalogue.imports.finished();
  }
}

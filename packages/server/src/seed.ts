/**
 * First-start content: the demo catalogue (when the database is empty) and the SweetHome3D
 * furniture libraries found on this machine. Both are made as catalogue packages and
 * imported like any publisher's (docs/IMPORT.md): one way into the catalogue. Both are
 * recorded in catalog_meta so later starts skip them.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { CatalogueSink, ProgressReporter } from '@vitrine/demo-data';
import type { ImportProgress } from '@vitrine/contracts';
import { OPERATOR } from './access';
import { DEMO_ACCOUNTS_FILE, seedDemoAccounts } from './auth';
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
  const needsDemo =
    config.demo && (freshDatabase || !(await (await services).catalogue.meta.get('demo')));
  if (needsDemo) {
    log.info('First start: generating the demo catalogue (about a minute on two cores)...');
    // Loaded only here: the generator's libraries would slow every later start.
    const { generateDemoCatalogue } = await import('@vitrine/demo-data');
    // The package needs no database: generation starts while the embedded one is created.
    const summary = await importMade(
      config,
      services,
      'demo',
      (sink) =>
        generateDemoCatalogue(sink, {
          progress: progressLog('  demo', (line) => log.info(line)),
          ...(config.demoBrands ? { brands: config.demoBrands } : {}),
        }),
      // Nothing searches yet: search indexes are built once at the end (SearchIndexer.bulk).
      { bulk: true, log },
    );
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
      void importFurnitureLibraries(config, services, log).catch((error: unknown) =>
        log.error(`SweetHome3D import stopped: ${(error as Error).message}`),
      );
    },
  };
}

/**
 * Makes content as a package in a folder of its own (`make` writes into the sink), imports
 * it through the import service as Vitrine's own, trusted package, and removes the folder.
 * Throws when the import fails, with the first problems found.
 */
export async function importMade<T>(
  config: Config,
  services: Services | Promise<Services>,
  name: string,
  make: (sink: CatalogueSink) => Promise<T>,
  {
    bulk = false,
    log,
    onProgress,
  }: { bulk?: boolean; log?: Logger; onProgress?: (progress: ImportProgress) => void } = {},
): Promise<T> {
  const { openPackageSink } = await import('@vitrine/demo-data/package-sink');
  const folder = await mkdtemp(path.join(config.dataDir, `package-${name.replace(/\W+/g, '-')}-`));
  try {
    const logProgress = log && importProgressLog(`  ${name} import`, log);
    const made = await openPackageSink(folder, { name });
    const result = await make(made.sink);
    await made.close();
    const job = await (
      await services
    ).imports.run(folder, name, {
      caller: OPERATOR,
      verify: 'trusted',
      missing: 'keep',
      bulk,
      onProgress: (progress) => {
        logProgress?.(progress);
        onProgress?.(progress);
      },
    });
    if (job.status !== 'done') {
      const first = job.problems
        .filter((p) => p.severity === 'error')
        .slice(0, 5)
        .map((p) => `${p.file}${p.line ? `:${p.line}` : ''} ${p.field ?? ''}: ${p.message}`);
      throw new Error(
        `importing ${name} failed: ${job.reason ?? `${job.problem_count} problems`}\n${first.join('\n')}`,
      );
    }
    return result;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** An import's progress in the start-up log, each stage at most every 10 %. */
function importProgressLog(prefix: string, log: Logger) {
  const report = progressLog(prefix, (line) => log.info(line));
  return (p: { stage: string; done: number; total: number }) => report(p.stage, p.done, p.total);
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
  const version = services.search.projector.version;
  if (justBuilt) return meta.set('search_index', version);
  // Several processes may start on one database at once: one rebuilds (it drops and makes
  // the search tables' indexes), the others wait for it to finish.
  while ((await meta.get('search_index')) !== version) {
    const unlock = await services.store.holdLocks(['search-index-rebuild']);
    if (!unlock) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    try {
      if ((await meta.get('search_index')) === version) break;
      const started = performance.now();
      log.info('Rebuilding the search index...');
      await services.search.projector.rebuild();
      await meta.set('search_index', version);
      log.info(`Search index rebuilt in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } finally {
      await unlock();
    }
  }
}

/**
 * Imports the libraries not imported yet, or imported by an older mapping of the importer
 * (their items are written again in the current shape), one at a time. While it runs, the
 * catalogue records it (the web app says that items are still arriving).
 */
async function importFurnitureLibraries(
  config: Config,
  servicesReady: Promise<Services>,
  log: Logger,
) {
  const dir = config.sh3fDir;
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith('.sh3f')).sort();
  } catch {
    return; // Not installed on this machine: nothing to import.
  }
  const services = await servicesReady;
  const { catalogue } = services;
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
      // Reported again every 10 s while it converts and imports, so a stopped import goes stale.
      let reported = Date.now();
      const alive = () => {
        if (Date.now() - reported < 10_000) return;
        reported = Date.now();
        void report().catch(() => {});
      };
      const print = progressLog(`  ${file}`, (line) => log.info(line));
      const summary = await importMade(
        config,
        services,
        file,
        (sink) =>
          importSh3f(path.join(dir, file), sink, {
            progress: (stage, step, total) => {
              print(stage, step, total);
              alive();
            },
          }),
        { log, onProgress: alive },
      );
      await catalogue.meta.set(`sh3f:${file}`, summary);
      log.info(`Imported ${file}: ${summary.models} models by ${summary.creators} creators`);
    }
  } finally {
    await catalogue.imports.finished();
  }
}

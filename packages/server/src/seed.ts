/**
 * First-start content: the demo catalogue (when the database is empty) and the SweetHome3D
 * furniture libraries found on this machine. Both are recorded in catalog_meta so later
 * starts skip them.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { CatalogueSink, ProgressReporter } from '@vitrine/demo-data';
import type { CatalogueRepository } from './catalogue/catalogue.repository';
import { SEARCH_INDEX_VERSION } from './search/search.indexer';
import type { Config } from './config';
import type { Services } from './services';

/**
 * The sink demo-data writes into: files through the file service, items through the
 * repository. It takes the services as a promise so generation can start while the
 * embedded database is still being created.
 */
export function storeSink(services: Services | Promise<Services>): CatalogueSink {
  return {
    putFiles: async (files) => (await services).dataport.putMany(files, { durable: false }),
    putItems: async (entity, items) => (await services).storeItems(entity, items),
  };
}

/** Prints one line per stage step, at most every 10 % so logs stay readable. */
export function consoleProgress(prefix: string): ProgressReporter {
  const last = new Map<string, number>();
  const started = performance.now();
  return (stage, done, total) => {
    const percent = total === 0 ? 100 : Math.floor((done / total) * 10) * 10;
    if (last.get(stage) === percent) return;
    last.set(stage, percent);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${prefix} ${stage}: ${done}/${total} (${percent}%), ${seconds} s`);
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
  { freshDatabase }: { freshDatabase: boolean },
): Promise<{ afterListen(): void }> {
  const sink = storeSink(services);
  const needsDemo =
    config.demo && (freshDatabase || !(await (await services).catalogueRepository.getMeta('demo')));
  if (needsDemo) {
    console.log('First start: generating the demo catalogue (about a minute on two cores)...');
    // Loaded only here: the generator's libraries would slow every later start.
    const { generateDemoCatalogue } = await import('@vitrine/demo-data');
    // Search indexes are built once at the end (see SearchIndexer.bulk); nothing searches yet.
    const bulk = services.then((s) => s.searchIndexer.beginBulk());
    const summary = await generateDemoCatalogue(
      {
        putFiles: (files) => sink.putFiles(files),
        putItems: async (entity, items) => {
          await bulk;
          return sink.putItems(entity, items);
        },
      },
      {
        progress: consoleProgress('  demo'),
        ...(config.demoBrands ? { brands: config.demoBrands } : {}),
      },
    );
    await bulk;
    await (await services).searchIndexer.endBulk();
    await (await services).catalogueRepository.setMeta('demo', summary);
    console.log(
      `Demo catalogue ready in ${summary.seconds} s: ${summary.owners} brands, ${summary.models} models, ` +
        `${summary.materials} materials, ${summary.collections} collections and folders, ${summary.tags} tags, ${summary.files} files`,
    );
  }
  await ensureSearchIndex(await services, { justBuilt: needsDemo });
  if (config.demo) await ensureDemoAccounts(config, await services); // identity (issue 16)
  return {
    afterListen() {
      if (!config.demo) return;
      void services
        .then(({ catalogueRepository }) =>
          importFurnitureLibraries(config.sh3fDir, sink, catalogueRepository),
        )
        .catch((error: unknown) =>
          console.error('SweetHome3D import stopped:', (error as Error).message),
        );
    },
  };
}

/** Demo accounts beside the demo catalogue (auth/demo-accounts.ts), made once. */
async function ensureDemoAccounts(config: Config, services: Services) {
  const { seedDemoAccounts, DEMO_ACCOUNTS_FILE } = await import('./auth/demo-accounts');
  const repository = services.catalogueRepository;
  // The editor owns the two brands with the most draft items (among the first 40 brands).
  const brands = (await repository.listIds('owner', { includeHidden: false })).slice(0, 40);
  const drafts = await Promise.all(
    brands.map(async (id) => {
      const all = await repository.listIds('model', { ownerId: id, includeHidden: true });
      const shown = await repository.listIds('model', { ownerId: id, includeHidden: false });
      return { id, drafts: all.length - shown.length };
    }),
  );
  const owned = drafts
    .sort((a, b) => b.drafts - a.drafts)
    .slice(0, 2)
    .map((d) => d.id);
  const made = await seedDemoAccounts(services.store, config.dataDir, owned);
  if (made.length === 0) return;
  console.log(`Demo accounts (also in ${path.join(config.dataDir, DEMO_ACCOUNTS_FILE)}):`);
  for (const a of made) {
    const brands = a.owner_ids.length ? `, owns ${a.owner_ids.join(' and ')}` : '';
    console.log(`  ${a.role}: ${a.email} / ${a.password}${brands}`);
  }
}

/**
 * Rebuilds the search index when it was made by an older version of the indexer (or before
 * search existed); items written by this version are indexed as they are stored.
 */
async function ensureSearchIndex(services: Services, { justBuilt }: { justBuilt: boolean }) {
  const repository = services.catalogueRepository;
  if (!justBuilt && (await repository.getMeta('search_index')) !== SEARCH_INDEX_VERSION) {
    const started = performance.now();
    console.log('Rebuilding the search index...');
    await services.searchIndexer.rebuild();
    console.log(`Search index rebuilt in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  await repository.setMeta('search_index', SEARCH_INDEX_VERSION);
}

async function importFurnitureLibraries(
  dir: string,
  sink: CatalogueSink,
  repository: CatalogueRepository,
) {
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith('.sh3f')).sort();
  } catch {
    return; // Not installed on this machine: nothing to import.
  }
  const pending = [];
  for (const file of files) if (!(await repository.getMeta(`sh3f:${file}`))) pending.push(file);
  if (pending.length === 0) return;
  console.log(
    `Importing ${pending.length} SweetHome3D furniture libraries from ${dir} in the background...`,
  );
  const { importSh3f } = await import('@vitrine/demo-data/sh3f');
  for (const file of pending) {
    const summary = await importSh3f(path.join(dir, file), sink, {
      progress: consoleProgress(`  ${file}`),
    });
    await repository.setMeta(`sh3f:${file}`, summary);
    console.log(`Imported ${file}: ${summary.models} models from ${summary.owners} creators`);
  }
}

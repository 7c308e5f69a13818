/** Wires repositories and services once, for the app and for start-up jobs alike. */
import type { BlobStore } from './blobs';
import { loadConfig, type FilesConfig } from './config';
import { createDeriveService, type CadEngine, type DeriveService } from './derive';
import { createFilesService } from './files';
import { createCatalogueRepository } from './catalogue/catalogue.repository';
import { createCatalogueService } from './catalogue/catalogue.service';
import { createDocumentCache } from './catalogue/document-cache';
import { createSearchIndex } from './search/search.index';
import { createSearchIndexer } from './search/search.indexer';
import { createSearchRepository } from './search/search.repository';
import { createSearchService } from './search/search.service';
import { createSnapshotStore } from './search/search.snapshot';
import type { Store } from './store/store';
import type { AnyItem, Entity } from '@vitrine/contracts';

export interface ServiceOptions {
  /** Where the search index is saved between starts (none: it is read from the database). */
  searchSnapshot?: string;
  /** File service limits; from the environment when not given. */
  files?: FilesConfig;
  /** The 3D engine; the real one, created on first use, when not given. */
  cad?: () => Promise<CadEngine>;
}

export function createServices(store: Store, blobs: BlobStore, options: ServiceOptions = {}) {
  const limits = options.files ?? loadConfig().files;
  // The files service asks derive about models and conversions; derive reads through files.
  const files = createFilesService({ store, blobs, limits, derived: () => derive });
  const derive: DeriveService = createDeriveService({
    store,
    blobs,
    files,
    limits,
    cad: options.cad,
  });
  const catalogueRepository = createCatalogueRepository(store);
  const searchIndexer = createSearchIndexer(store);
  const searchRepository = createSearchRepository(store);
  const searchIndex = createSearchIndex(
    searchRepository,
    (values, patterns) => searchRepository.regexMatches(values, patterns),
    options.searchSnapshot
      ? createSnapshotStore(options.searchSnapshot, catalogueRepository)
      : undefined,
  );
  const catalogue = createCatalogueService(catalogueRepository, createDocumentCache(searchIndex));
  return {
    store,
    catalogueRepository,
    searchIndexer,
    catalogue,
    searchIndex,
    search: createSearchService(searchIndex, searchRepository, catalogue),
    /** Stores items and brings the search index up to date with them. */
    async storeItems(entity: Entity, docs: AnyItem[]) {
      const changed = await catalogueRepository.upsert(entity, docs);
      await searchIndexer.index(entity, docs, changed);
    },
    files,
    derive,
  };
}

export type Services = ReturnType<typeof createServices>;

/** Wires repositories and services once, for the app and for start-up jobs alike. */
import type { BlobStore } from './blobs/blob-store';
import { loadConfig, type FilesConfig } from './config';
import { createCadEngine, type CadEngine } from './dataport/cadify';
import { createDeriveService } from './dataport/derive/derive.service';
import { createCatalogueRepository } from './catalogue/catalogue.repository';
import { createCatalogueService } from './catalogue/catalogue.service';
import { createDocumentCache } from './catalogue/document-cache';
import { createDataportRepository } from './dataport/dataport.repository';
import { createDataportService } from './dataport/dataport.service';
import { createSearch } from './search';
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

/** Creates a value on first call and hands out the same promise after. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= make());
}

export function createServices(store: Store, blobs: BlobStore, options: ServiceOptions = {}) {
  const files = options.files ?? loadConfig().files;
  const cad = options.cad ?? once(() => createCadEngine());
  const dataport = createDataportService({
    store,
    blobs,
    repository: createDataportRepository(store),
    cad,
    limits: files,
  });
  const catalogueRepository = createCatalogueRepository(store);
  const search = createSearch(store, {
    snapshot: options.searchSnapshot,
    meta: catalogueRepository,
    catalogue: () => catalogue,
  });
  const catalogue = createCatalogueService(
    catalogueRepository,
    createDocumentCache(search.itemChanges),
  );
  return {
    store,
    blobs,
    catalogueRepository,
    searchProjector: search.projector,
    catalogue,
    searchEngine: search.engine,
    search: search.service,
    /** Stores items and writes their search projections. */
    async storeItems(entity: Entity, docs: AnyItem[]) {
      const changed = await catalogueRepository.upsert(entity, docs);
      await search.projector.itemsStored(entity, docs, changed);
    },
    dataport,
    derive: createDeriveService(dataport, cad, files),
    cad,
  };
}

export type Services = ReturnType<typeof createServices>;

/** Wires repositories and services once, for the app and for start-up jobs alike. */
import type { BlobStore } from './blobs/blob-store';
import { createCatalogueRepository } from './catalogue/catalogue.repository';
import { createCatalogueService } from './catalogue/catalogue.service';
import { createDocumentCache } from './catalogue/document-cache';
import { createDataportRepository } from './dataport/dataport.repository';
import { createDataportService } from './dataport/dataport.service';
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
}

export function createServices(store: Store, blobs: BlobStore, options: ServiceOptions = {}) {
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
    blobs,
    catalogueRepository,
    searchIndexer,
    catalogue,
    searchIndex,
    search: createSearchService(searchIndex, searchRepository, catalogueRepository, catalogue),
    /** Stores items and brings the search index up to date with them. */
    async storeItems(entity: Entity, docs: AnyItem[]) {
      const changed = await catalogueRepository.upsert(entity, docs);
      await searchIndexer.index(entity, docs, changed);
    },
    dataport: createDataportService(blobs, createDataportRepository(store)),
  };
}

export type Services = ReturnType<typeof createServices>;

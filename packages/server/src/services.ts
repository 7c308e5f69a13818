/** Wires repositories and services once, for the app and for start-up jobs alike. */
import type { BlobStore } from './blobs/blob-store';
import { loadConfig, type FilesConfig } from './config';
import { createCadEngine, type CadEngine } from './dataport/cadify';
import { createDeriveService } from './dataport/derive/derive.service';
import { createCatalogue } from './catalogue';
import { createDataportRepository } from './dataport/dataport.repository';
import { createDataportService } from './dataport/dataport.service';
import { createSearchIndex } from './search/search.index';
import { createSearchIndexer } from './search/search.indexer';
import { createSearchRepository } from './search/search.repository';
import { createSearchService } from './search/search.service';
import { createSnapshotStore } from './search/search.snapshot';
import type { Store } from './store';

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
  const catalogue = createCatalogue(store);
  const searchIndexer = createSearchIndexer(store);
  const searchRepository = createSearchRepository(store);
  const searchIndex = createSearchIndex(
    searchRepository,
    (values, patterns) => searchRepository.regexMatches(values, patterns),
    options.searchSnapshot
      ? createSnapshotStore(options.searchSnapshot, {
          getMeta: catalogue.meta.get,
          setMeta: catalogue.meta.set,
        })
      : undefined,
  );
  // The catalogue's change feed is the search index: it learns of every write, from any
  // process, and the catalogue drops the cached documents it reports changed.
  catalogue.followChanges(searchIndex);
  // Every stored item is projected into the search tables in the same call.
  catalogue.onWritten((entity, docs, textsChanged) =>
    searchIndexer.index(entity, docs, textsChanged),
  );
  return {
    store,
    blobs,
    searchIndexer,
    catalogue,
    searchIndex,
    search: createSearchService(searchIndex, searchRepository, catalogue),
    dataport,
    derive: createDeriveService(dataport, cad, files),
    cad,
  };
}

export type Services = ReturnType<typeof createServices>;

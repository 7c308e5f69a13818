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
import { createSearchIndex } from './search/search.index';
import { createSearchIndexer } from './search/search.indexer';
import { createSearchRepository } from './search/search.repository';
import { createSearchService } from './search/search.service';
import { createSnapshotStore } from './search/search.snapshot';
import type { Store } from './store/store';
import type { AnyItem, Entity } from '@vitrine/contracts';
import { createMailService, type MailSettings } from './mail';

export interface ServiceOptions {
  /** Where the search index is saved between starts (none: it is read from the database). */
  searchSnapshot?: string;
  /** File service limits; from the environment when not given. */
  files?: FilesConfig;
  /** The 3D engine; the real one, created on first use, when not given. */
  cad?: () => Promise<CadEngine>;
  /** Outgoing mail (identity, contact); SMTP_URL and MAIL_FROM when not given. */
  mail?: MailSettings;
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
    search: createSearchService(searchIndex, searchRepository, catalogue),
    /** Stores items and brings the search index up to date with them. */
    async storeItems(entity: Entity, docs: AnyItem[]) {
      const changed = await catalogueRepository.upsert(entity, docs);
      await searchIndexer.index(entity, docs, changed);
    },
    dataport,
    derive: createDeriveService(dataport, cad, files),
    cad,
    mail: createMailService(store, options.mail ?? mailSettings()),
  };
}

function mailSettings(): MailSettings {
  const { smtpUrl, mailFrom } = loadConfig().auth;
  return { smtpUrl, from: mailFrom };
}

export type Services = ReturnType<typeof createServices>;

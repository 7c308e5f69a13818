/**
 * Wires the services together once, for the app and for start-up jobs alike. Nothing here
 * does domain work: each line creates a service or names how two of them meet.
 */
import { createCadEngine, type CadEngine } from '@vitrine/cadify';
import type { BlobStore } from './blobs';
import { createBundlesService } from './bundles';
import { createCatalogue } from './catalogue';
import { loadConfig, type FilesConfig } from './config';
import { createDeriveService } from './derive';
import { createDerivedCache } from './derived-cache';
import { createFilesService } from './files';
import { createSearch } from './search';
import type { Store } from './store';
import type { Logger } from './logger';
import { createMailService, type MailSettings } from './mail';
import { createPimService } from './pim';

export interface ServiceOptions {
  /** Where the search index is saved between starts (none: it is read from the database). */
  searchSnapshot?: string;
  /** File service limits; from the environment when not given. */
  files?: FilesConfig;
  /** The 3D engine; the real one, created on first use, when not given. */
  cad?: () => Promise<CadEngine>;
  /** Outgoing mail (identity, contact); SMTP_URL and MAIL_FROM when not given. */
  mail?: MailSettings;
  /** The process's logger, for background work (the mail sender); silent when not given. */
  log?: Logger;
  /** Where the file service is mounted (list download links); DATAPORT_BASE_PATH when not given. */
  dataportBasePath?: string;
}

/** Creates a value on first call and hands out the same promise after. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= make());
}

export function createServices(store: Store, blobs: BlobStore, options: ServiceOptions = {}) {
  const limits = options.files ?? loadConfig().files;
  // One 3D engine and one derived-file cache, shared by the files service (sniffing and
  // analysing uploads; alias_file; dropping what was made of deleted bytes) and the derive
  // service (making files of files), so neither asks the other.
  const cad = options.cad ?? once(() => createCadEngine());
  const derived = createDerivedCache(blobs, store, limits.derivedCacheBytes);
  const files = createFilesService({ store, blobs, limits, cad, derived });
  const derive = createDeriveService({ files, limits, cad, derived });
  const catalogue = createCatalogue(store);
  const search = createSearch(store, {
    snapshot: options.searchSnapshot,
    // The snapshot's database key is a fact about the catalogue (catalog_meta).
    meta: { getMeta: catalogue.meta.get, setMeta: catalogue.meta.set },
    catalogue: () => catalogue,
  });
  // The catalogue's change feed is the search engine: it learns of every write, from any
  // process, and the catalogue drops the cached documents it names.
  catalogue.followChanges(search.itemChanges);
  // Every stored item is projected into the search tables before the write returns.
  catalogue.onWritten((entity, docs, textsChanged) =>
    search.projector.itemsStored(entity, docs, textsChanged),
  );
  return {
    store,
    catalogue,
    search,
    files,
    derive,
    bundles: createBundlesService({
      store,
      files,
      derive,
      basePath: options.dataportBasePath ?? loadConfig().dataportBasePath,
      zipLimit: limits.bundleLimit,
    }),
    mail: createMailService(store, {
      ...(options.mail ?? mailSettings()),
      ...(options.log ? { log: options.log } : {}),
    }),
    pim: createPimService(store),
  };
}

function mailSettings(): MailSettings {
  const { smtpUrl, mailFrom } = loadConfig().auth;
  return { smtpUrl, from: mailFrom };
}

export type Services = ReturnType<typeof createServices>;

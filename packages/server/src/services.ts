/**
 * The composition root: every service of the server is built here, once, from the Config,
 * for the app, start-up jobs, command-line tools, tests and benches alike
 * (docs/SERVER-COMPOSITION.md). Nothing here does domain work: each line creates a service
 * or names how two of them meet. Nothing here reads the environment.
 */
import path from 'node:path';
import { createCadEngine, type CadEngine } from '@vitrine/cadify';
import { createTokenVerifier, type ApiTokenCheck, type TokenVerifier } from './access';
import { createAuth, type Auth, type AuthOptions } from './auth';
import type { BlobStore } from './blobs';
import { createBundlesService, type BundlesService } from './bundles';
import { createCatalogue, type Catalogue } from './catalogue';
import type { Config } from './config';
import { createConfiguratorService, type ConfiguratorService } from './configurator';
import { createDeriveService, type DeriveService } from './derive';
import { createDerivedCache } from './derived-cache';
import { createFilesService, type FilesService } from './files';
import { createImportService, type ImportService } from './import';
import type { Logger } from './logger';
import { createMailService, type MailService, type MailSettings } from './mail';
import { createPimService, type PimService } from './pim';
import { createInsightsService, type InsightsService } from './insights';
import { createReportsService, type ReportsService } from './reports';
import { createSearch, type Search } from './search';
import { createSite, type Site } from './site';
import type { Store } from './store';
import { createUsersService, type UsersService } from './users';

/** Every service of the server, by name: what createServices builds. */
export interface Services {
  /** The database (each service owns its tables through its repository). */
  store: Store;
  catalogue: Catalogue;
  search: Search;
  files: FilesService;
  derive: DeriveService;
  /** List downloads. */
  bundles: BundlesService;
  configurator: ConfiguratorService;
  /** The mail outbox and its sender. */
  mail: MailService;
  /** The login provider and accounts. */
  auth: Auth;
  /** Login token checks for the access hook (keys and owned brands from auth). */
  tokens: TokenVerifier;
  /** Personal API tokens (`vtr_…`) for the access hook: checked against the database. */
  apiTokens: ApiTokenCheck;
  users: UsersService;
  /** Product information. */
  pim: PimService;
  /** Catalogue packages in (and, through exportCatalogue, out). */
  imports: ImportService;
  /** Server status, fallbacks and legal texts: the operator's files and settings. */
  site: Site;
  /** The web app's error reports. */
  reports: ReportsService;
  /** First-party statistics and the brand insights. */
  insights: InsightsService;
}

/** What a caller may set beyond the Config: start-up choices and the seams tests use. */
export interface ServiceOptions {
  /** Where the search index is saved between starts (none: it is read from the database). */
  searchSnapshot?: string;
  /** The 3D engine; the real one, started on first use, when not given. */
  cad?: () => Promise<CadEngine>;
  /** The process's logger, for background work (the mail sender); silent when not given. */
  log?: Logger;
  /** Mail settings over the Config's (tests: retry times, a silent log). */
  mail?: Partial<MailSettings>;
  /** Login provider settings over the Config's (tests: token lifetimes, attempt limits). */
  auth?: Partial<Omit<AuthOptions, 'store' | 'mail' | 'settings'>>;
}

/** Creates a value on first call and hands out the same promise after. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= make());
}

export async function createServices(
  config: Config,
  store: Store,
  blobs: BlobStore,
  options: ServiceOptions = {},
): Promise<Services> {
  const limits = config.files;
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
    catalogue,
  });
  // The catalogue's change feed is the search engine: it learns of every write, from any
  // process, and the catalogue drops the cached documents it names.
  catalogue.followChanges(search.itemChanges);
  // Every stored item is projected into the search tables before the write returns.
  catalogue.onWritten((entity, docs, textsChanged, tx) =>
    search.projector.itemsStored(entity, docs, textsChanged, tx),
  );

  const mail = createMailService(store, {
    smtpUrl: config.auth.smtpUrl,
    from: config.auth.mailFrom,
    ...(options.log ? { log: options.log } : {}),
    ...options.mail,
  });
  // Identity: our login provider and accounts (mounted by app.ts unless OIDC_ISSUER names
  // another), and the token checks every request's caller goes through.
  const auth = await createAuth({ store, mail, settings: config.auth, ...options.auth });
  const tokenChecks = auth.tokenChecks();
  const tokens = createTokenVerifier(tokenChecks);
  // The user service reads accounts through auth's directory and a brand's contact details
  // through the catalogue; list exports read product sheets from the catalogue and images
  // scaled by the derive service. Its admission check also serves the access hook.
  const users = createUsersService({
    store,
    mail,
    directory: auth.directory,
    brands: catalogue,
    accounts: auth.keeper,
    links: { accountPage: `${config.auth.publicUrl}/account`, publicUrl: config.auth.publicUrl },
    sheets: catalogue,
    images: derive,
  });
  // Personal API tokens (`vtr_…`) act as their user: the same brands and administrators.
  const apiTokens = users.apiTokens.check(tokenChecks);

  // Product information shows only for articles of models the caller may see.
  const pim = createPimService(store, catalogue);
  // Imports write through the catalogue, the file service and product information, like
  // the demo does: one way into the catalogue.
  const imports = createImportService({
    store,
    catalogue,
    files,
    pim,
    cad,
    uploadDir: path.join(config.dataDir, 'imports'),
    fileSizeLimit: limits.uploadLimit,
    inflateLimit: config.imports.inflateLimit,
    bulk: (load) => search.projector.bulk(load),
    ...(options.log ? { log: options.log } : {}),
  });

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
      shares: users.lists,
      basePath: config.dataportBasePath,
      zipLimit: limits.bundleLimit,
    }),
    configurator: createConfiguratorService({ catalogue, files }),
    mail,
    auth,
    tokens,
    apiTokens,
    users,
    pim,
    imports,
    site: await createSite(config.site, options.log),
    reports: createReportsService(store, config.reports),
    insights: createInsightsService(store, config.insights, options.log),
  };
}

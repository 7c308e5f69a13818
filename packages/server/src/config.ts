/**
 * The server's settings, read once from the environment and validated, so a typo fails at
 * start-up with a message instead of misbehaving later.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BUNDLE_ZIP_LIMIT_BYTES,
  HEADER_TABS,
  parseHeaderTabs,
  type HeaderTab,
} from '@vitrine/contracts';
import { loadBlobStoreConfig, type BlobStoreConfig } from './config-blob-store';
import {
  basePath,
  ConfigError,
  emailList,
  flag,
  folderList,
  integer,
  keyList,
  originList,
  trustProxy,
  url,
} from './config-values';

export { ConfigError } from './config-values';
export type { BlobStoreConfig } from './config-blob-store';

export interface Config {
  port: number;
  host: string;
  /** Where the embedded database and the blobs live. */
  dataDir: string;
  /** A PostgreSQL server; when unset the embedded PGlite database under dataDir is used. */
  databaseUrl: string | undefined;
  catalogBasePath: string;
  dataportBasePath: string;
  /** The user service (triples, users, admission, contact; docs/API.md "User service"). */
  usersBasePath: string;
  /** The product information service (PIM_BASE_PATH). */
  pimBasePath: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** JSON lines, or readable lines for a person (the default when the output is a terminal). */
  logFormat: 'json' | 'pretty';
  /** Generate the demo catalogue when the database is empty. */
  demo: boolean;
  /** Only these demo brands (keys), for a quicker trial or test; all when unset. */
  demoBrands: string[] | undefined;
  /** Folder holding SweetHome3D furniture libraries imported at first start (if present). */
  sh3fDir: string;
  /** Import those libraries (with the demo catalogue); SH3F_IMPORT=false leaves them out. */
  sh3fImport: boolean;
  /** The built web app (index.html and assets). */
  webDist: string;
  /** Request bodies larger than this are refused with 413. */
  bodyLimit: number;
  /** Upper bound for any single SQL statement, in milliseconds (PostgreSQL server only). */
  statementTimeoutMs: number;
  /** Where file bytes live: the local folder under dataDir, or a bucket (docs/STORAGE.md). */
  blobStore: BlobStoreConfig;
  /** The file service's settings (docs/FILES.md). */
  files: FilesConfig;
  /** Catalogue package imports through the API (docs/IMPORT.md). */
  imports: ImportsConfig;
  /** Proxies whose X-Forwarded-* headers are believed (client address, https). */
  trustProxy: boolean | string[];
  /**
   * Origins of host applications that may frame the app and call the APIs (CSP
   * frame-ancestors and CORS); '*' allows any; empty: the app's own origin only.
   */
  embedOrigins: string[];
  /** Host embedding's app side (docs/EMBEDDING.md): the demo host page and the reply wait. */
  embedding: EmbeddingConfig;
  /** Rate limits on searches, file writes and derived files (docs/SECURITY.md). */
  rateLimit: boolean;
  /** Median event-loop delay (ms) past which requests get 503 with Retry-After; 0: never. */
  overloadDelayMs: number;
  /** How long a shutdown waits for requests in flight before it closes them. */
  shutdownGraceMs: number;
  /** Identity: login provider, token checks, mail (docs/AUTH.md). */
  auth: AuthConfig;
  /** What the operator says about the site: status, fallbacks, legal texts (docs/PRIVACY.md). */
  site: SiteConfig;
  /** Error reports from the web app (docs/PRIVACY.md). */
  reports: ReportsConfig;
  /** First-party statistics and the brand insights (docs/INSIGHTS.md). */
  insights: InsightsConfig;
  /** Third-party services the web app loads only with the visitor's consent (docs/PRIVACY.md). */
  tracking: TrackingConfig;
}

export interface SiteConfig {
  /** Base path of the legal texts (SITE_BASE_PATH). */
  basePath: string;
  /** The operator's legal texts: {dir}/{language}/{key}.md or .html (LEGAL_DIR). */
  legalDir: string;
  /** A JSON file in the shape of /server.json, read again when it changes (SERVER_STATUS_FILE). */
  statusFile: string | undefined;
  /** The status without a file (SERVER_STATUS, SERVER_FALLBACKS). */
  status: { code: string; fallback: string[] };
  /** The operator's company site, linked from the account menu (COMPANY_SITE_URL, _LABEL). */
  companySite: { url: string; label: string | undefined } | undefined;
}

export interface ReportsConfig {
  /** REPORTS_BASE_PATH. */
  basePath: string;
  /** Groups kept at most; the least recently seen go first (ERROR_REPORTS_MAX_GROUPS). */
  maxGroups: number;
  /** Groups not seen for this long are removed (ERROR_REPORTS_RETENTION_DAYS). */
  retentionDays: number;
  /** Reports one client may send a minute (ERROR_REPORTS_PER_MINUTE). */
  perMinute: number;
  /** Send the web app's reports to this Sentry project instead of our endpoint (SENTRY_DSN). */
  sentryDsn: string | undefined;
}

export interface InsightsConfig {
  /** INSIGHTS_BASE_PATH: our Matomo-compatible tracking endpoint and the insights queries. */
  basePath: string;
  /** The site id our endpoint answers to (INSIGHTS_SITE_ID); other ids are refused. */
  siteId: number;
  /** Events older than this many months are removed (INSIGHTS_RETENTION_MONTHS). */
  retentionMonths: number;
  /** Tracking requests one client may send a minute (INSIGHTS_PER_MINUTE). */
  perMinute: number;
}

export interface TrackingConfig {
  /** A Matomo server for statistics (ANALYTICS_URL, ANALYTICS_SITE_ID; spec 01 s.5). */
  analytics: { url: string; siteId: string } | undefined;
  /** Microsoft Clarity, for users of these organisations only (spec 02 s.6). */
  clarity: { projectId: string; organizations: string[] } | undefined;
}

export interface EmbeddingConfig {
  /** The built demo host page (examples/host/dist), served at /examples/host/ when enabled. */
  exampleHostDist: string;
  /** Serve the demo host: EXAMPLE_HOST, by default on unless NODE_ENV=production. */
  exampleHost: boolean;
  /**
   * Replaces every wait for a host's reply (default: the spec's 30 s, 60 s for configuration
   * and token); for tests and trials of a host, HOST_REPLY_TIMEOUT_MS.
   */
  hostReplyTimeoutMs: number | undefined;
  /** The header tabs shown, in order (HEADER_TABS, e.g. `models,brands`); undefined: all. */
  headerTabs: HeaderTab[] | undefined;
}

/** Catalogue package imports through the API (docs/IMPORT.md). */
export interface ImportsConfig {
  /** Largest package upload, in bytes. */
  uploadLimit: number;
  /** Largest a package zip may unpack to, in bytes. */
  inflateLimit: number;
}

export interface FilesConfig {
  /** Largest upload in bytes; larger ones get 413 before their body is read. */
  uploadLimit: number;
  /** Folders whose files POST /v1/load may import by path (none by default). */
  importDirs: string[];
  /** Images with more pixels than this are refused (decompression bombs). */
  imagePixelLimit: number;
  /** Largest total uncompressed size of a zip's entries (zip bombs). */
  inflateLimit: number;
  /** Disk kept for derived files (scaled images, maps, conversions); least recently used go first. */
  derivedCacheBytes: number;
  /** Image renders (imagine, substance maps) at once; file reads keep the rest of the thread pool. */
  renderConcurrency: number;
  /** Renders that may wait for their turn; more get 503 with Retry-After. */
  renderQueue: number;
  /** A render running longer is ended (its process killed) and answered 422. */
  renderDeadlineMs: number;
  /** Largest list download (one zip), in bytes: at most BUNDLE_ZIP_LIMIT_BYTES (no zip64). */
  bundleLimit: number;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The running server's process id, in the data folder (command-line tools check it). */
export const PID_FILE = 'server.pid';
/** The saved search index, beside the embedded database (docs/SEARCH.md). */
export const SEARCH_SNAPSHOT = 'search-index.snapshot';

const MB = 1024 * 1024;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** The spec's level names (spec 01 s.9: debug, info, warning, error) where pino's differ. */
const LOG_LEVEL_NAMES: Record<string, Config['logLevel']> = { warning: 'warn' };

/** Reads and checks the configuration; throws ConfigError naming the variable at fault. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const givenLevel = env.LOG_LEVEL || 'info';
  const logLevel = (LOG_LEVEL_NAMES[givenLevel] ?? givenLevel) as Config['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(
      `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (or warning), got "${givenLevel}"`,
    );
  }
  const logFormat = (env.LOG_FORMAT ||
    (process.stdout.isTTY ? 'pretty' : 'json')) as Config['logFormat'];
  if (logFormat !== 'json' && logFormat !== 'pretty') {
    throw new ConfigError(`LOG_FORMAT must be json or pretty, got "${env.LOG_FORMAT}"`);
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  return {
    port: integer(env, 'PORT', 8080, 0, 65535),
    // Only this machine by default: the embedded default is a personal catalogue. HOST=0.0.0.0
    // (or ::) listens on every interface (README).
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || path.join(repoRoot, 'data')),
    databaseUrl,
    catalogBasePath: basePath(env, 'CATALOG_BASE_PATH', '/api/catalog'),
    dataportBasePath: basePath(env, 'DATAPORT_BASE_PATH', '/api/dataport'),
    usersBasePath: basePath(env, 'USERS_BASE_PATH', '/api/users'),
    pimBasePath: basePath(env, 'PIM_BASE_PATH', '/api/pim'),
    logLevel,
    logFormat,
    demo: flag(env, 'DEMO', true),
    demoBrands: keyList(env, 'DEMO_BRANDS'),
    sh3fDir: path.resolve(env.SH3F_DIR || '/usr/share/sweethome3d/furniture'),
    sh3fImport: flag(env, 'SH3F_IMPORT', true),
    webDist: path.resolve(env.WEB_DIST || path.join(repoRoot, 'packages/web/dist')),
    bodyLimit: 1024 * 1024,
    statementTimeoutMs: integer(env, 'STATEMENT_TIMEOUT_MS', 5000, 100, 600000),
    auth: loadAuthConfig(env, integer(env, 'PORT', 8080, 0, 65535)),
    blobStore: loadBlobStoreConfig(env),
    files: {
      uploadLimit: integer(env, 'UPLOAD_LIMIT_MB', 500, 1, 1_000_000) * MB,
      importDirs: folderList(env, 'DATAPORT_IMPORT_DIRS'),
      imagePixelLimit: integer(env, 'IMAGE_PIXEL_LIMIT', 100_000_000, 1, 1e12),
      // Every accepted zip is inflated once to prove it whole: 512 MB is about a second of one
      // core in the zip worker, and what a 3D worker unpacks in memory stays within its heap.
      inflateLimit: integer(env, 'INFLATE_LIMIT_MB', 512, 1, 1_000_000) * MB,
      derivedCacheBytes: integer(env, 'DERIVED_CACHE_MB', 2048, 1, 100_000_000) * MB,
      // libuv's pool (4 threads) also serves file reads: renders never take all of it.
      renderConcurrency: integer(
        env,
        'RENDER_CONCURRENCY',
        Math.max(1, Math.min(3, availableParallelism() - 1)),
        1,
        64,
      ),
      renderQueue: integer(env, 'RENDER_QUEUE', 32, 0, 10_000),
      // A 4096-pixel render of a 100-megapixel photo takes a few seconds on a loaded machine.
      renderDeadlineMs: integer(env, 'RENDER_DEADLINE_SECONDS', 20, 1, 3600) * 1000,
      bundleLimit: Math.min(
        integer(env, 'BUNDLE_LIMIT_MB', 4080, 1, 4080) * MB,
        BUNDLE_ZIP_LIMIT_BYTES,
      ),
    },
    imports: {
      uploadLimit: integer(env, 'IMPORT_UPLOAD_LIMIT_MB', 4096, 1, 1_000_000) * MB,
      inflateLimit: integer(env, 'IMPORT_INFLATE_LIMIT_MB', 16_384, 1, 10_000_000) * MB,
    },
    trustProxy: trustProxy(env),
    embedOrigins: originList(env, 'EMBED_ORIGINS'),
    embedding: {
      exampleHostDist: path.resolve(
        env.EXAMPLE_HOST_DIST || path.join(repoRoot, 'examples/host/dist'),
      ),
      exampleHost: flag(env, 'EXAMPLE_HOST', env.NODE_ENV !== 'production'),
      hostReplyTimeoutMs: env.HOST_REPLY_TIMEOUT_MS
        ? integer(env, 'HOST_REPLY_TIMEOUT_MS', 30_000, 100, 600_000)
        : undefined,
      headerTabs: headerTabs(env),
    },
    rateLimit: flag(env, 'RATE_LIMIT', true),
    // Half the loop's turns taking 200 ms for a second: requests wait in a queue that grows.
    overloadDelayMs: integer(env, 'OVERLOAD_DELAY_MS', 200, 0, 60_000),
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_MS', 10_000, 0, 600_000),
    site: loadSiteConfig(env),
    reports: {
      basePath: basePath(env, 'REPORTS_BASE_PATH', '/api/reports'),
      maxGroups: integer(env, 'ERROR_REPORTS_MAX_GROUPS', 1000, 1, 1_000_000),
      retentionDays: integer(env, 'ERROR_REPORTS_RETENTION_DAYS', 30, 1, 3650),
      perMinute: integer(env, 'ERROR_REPORTS_PER_MINUTE', 30, 1, 100_000),
      sentryDsn: sentryDsn(env),
    },
    insights: {
      basePath: basePath(env, 'INSIGHTS_BASE_PATH', '/api/insights'),
      siteId: integer(env, 'INSIGHTS_SITE_ID', 1, 1, 999_999_999),
      // 13 months: a year compared with the year before, as Matomo and the CNIL suggest.
      retentionMonths: integer(env, 'INSIGHTS_RETENTION_MONTHS', 13, 1, 120),
      perMinute: integer(env, 'INSIGHTS_PER_MINUTE', 120, 1, 1_000_000),
    },
    tracking: loadTrackingConfig(env),
  };
}

// ---- The site: status, fallbacks, legal texts; error reports and tracking (docs/PRIVACY.md) ----

function loadSiteConfig(env: NodeJS.ProcessEnv): SiteConfig {
  const code = env.SERVER_STATUS?.trim() || 'ok';
  if (!/^[A-Za-z0-9_.-]{1,40}$/.test(code)) {
    throw new ConfigError(`SERVER_STATUS must be a word like ok or maintenance, got "${code}"`);
  }
  const fallback = originList(env, 'SERVER_FALLBACKS');
  if (fallback.includes('*')) throw new ConfigError('SERVER_FALLBACKS must name servers, not *');
  const statusFile = env.SERVER_STATUS_FILE?.trim();
  if (statusFile && !path.isAbsolute(statusFile)) {
    throw new ConfigError(`SERVER_STATUS_FILE must be an absolute path, got "${statusFile}"`);
  }
  const companyUrl = url(env, 'COMPANY_SITE_URL');
  return {
    basePath: basePath(env, 'SITE_BASE_PATH', '/api/site'),
    legalDir: path.resolve(env.LEGAL_DIR || path.join(repoRoot, 'packages/server/legal')),
    statusFile: statusFile || undefined,
    status: { code, fallback },
    companySite: companyUrl
      ? { url: companyUrl, label: env.COMPANY_SITE_LABEL?.trim() || undefined }
      : undefined,
  };
}

/** HEADER_TABS: a comma-separated list of models, materials, brands and singleBrand. */
function headerTabs(env: NodeJS.ProcessEnv): HeaderTab[] | undefined {
  const text = env.HEADER_TABS?.trim();
  if (!text) return undefined;
  const tabs = parseHeaderTabs(text);
  if (!tabs) {
    throw new ConfigError(
      `HEADER_TABS must list some of ${HEADER_TABS.join(', ')} (comma-separated), got "${text}"`,
    );
  }
  return tabs;
}

/** A Sentry DSN: https://{public key}@{host}/{project id}. */
function sentryDsn(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.SENTRY_DSN?.trim();
  if (!raw) return undefined;
  let parsed: URL | undefined;
  try {
    parsed = new URL(raw);
  } catch {
    parsed = undefined;
  }
  if (
    !parsed ||
    !/^https?:$/.test(parsed.protocol) ||
    !parsed.username ||
    !/\/\d+$/.test(parsed.pathname)
  ) {
    throw new ConfigError(
      'SENTRY_DSN must be a Sentry DSN like https://public-key@o1.ingest.sentry.io/123',
    );
  }
  return raw;
}

function loadTrackingConfig(env: NodeJS.ProcessEnv): TrackingConfig {
  const analyticsUrl = url(env, 'ANALYTICS_URL');
  const siteId = env.ANALYTICS_SITE_ID?.trim();
  // Spec 01 s.5: analytics needs a base URL and a site id.
  if (!!analyticsUrl !== !!siteId) {
    throw new ConfigError('ANALYTICS_URL and ANALYTICS_SITE_ID must be set together');
  }
  if (siteId && !/^[A-Za-z0-9_-]{1,40}$/.test(siteId)) {
    throw new ConfigError(`ANALYTICS_SITE_ID must be an id like 3, got "${siteId}"`);
  }
  const projectId = env.CLARITY_PROJECT_ID?.trim();
  if (projectId && !/^[a-z0-9]{1,40}$/.test(projectId)) {
    throw new ConfigError(`CLARITY_PROJECT_ID must be a Clarity project id, got "${projectId}"`);
  }
  const organizations = (env.CLARITY_ORGANIZATIONS ?? '')
    .split(',')
    .map((number) => number.trim())
    .filter(Boolean);
  if (!!projectId !== organizations.length > 0) {
    throw new ConfigError('CLARITY_PROJECT_ID and CLARITY_ORGANIZATIONS must be set together');
  }
  return {
    analytics: analyticsUrl && siteId ? { url: analyticsUrl, siteId } : undefined,
    clarity: projectId ? { projectId, organizations } : undefined,
  };
}

// ---- Identity settings (login provider, token checks, mail; docs/AUTH.md) ----

export interface AuthConfig {
  /** Where visitors reach this server (no trailing slash): the issuer and redirect URIs derive from it. */
  publicUrl: string;
  /** Base path of our login provider. */
  basePath: string;
  /** An external OpenID Connect issuer used instead of ours (ours is then not mounted). */
  oidcIssuer: string | undefined;
  /** The login client id: the catalogue application's id at the issuer. */
  clientId: string;
  /** Redirect URIs registered for the client besides {publicUrl}/login-redirect. */
  extraRedirectUris: string[];
  /** E-mails of administrators (lower case): they may change any file. */
  adminEmails: string[];
  /** SMTP server for outgoing mail; unset: mails stay in the outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Behind a TLS-terminating proxy: trust X-Forwarded-*, cookies Secure. */
  trustProxy: boolean;
}

function loadAuthConfig(env: NodeJS.ProcessEnv, port: number): AuthConfig {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) {
    throw new ConfigError('SMTP_URL must start with smtp:// or smtps://');
  }
  const clientId = env.OIDC_CLIENT_ID?.trim() || 'vitrine-catalogue';
  if (!/^[A-Za-z0-9._-]+$/.test(clientId)) {
    throw new ConfigError(
      `OIDC_CLIENT_ID may hold letters, digits, ".", "_" and "-", got "${clientId}"`,
    );
  }
  const extra = (env.AUTH_REDIRECT_URIS ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  extra.forEach((u, i) => url({ [`AUTH_REDIRECT_URIS[${i}]`]: u }, `AUTH_REDIRECT_URIS[${i}]`));
  const mailFrom = env.MAIL_FROM?.trim() || 'Vitrine <no-reply@localhost>';
  if (!/@/.test(mailFrom)) throw new ConfigError(`MAIL_FROM must hold an e-mail address`);
  return {
    publicUrl: url(env, 'PUBLIC_URL', `http://localhost:${port}`)!,
    basePath: basePath(env, 'AUTH_BASE_PATH', '/auth'),
    oidcIssuer: url(env, 'OIDC_ISSUER'),
    clientId,
    extraRedirectUris: extra,
    adminEmails: emailList(env, 'ADMIN_EMAILS'),
    smtpUrl,
    mailFrom,
    // Any trusted proxy (true or a list) means visitors may come through https.
    trustProxy: trustProxy(env) !== false,
  };
}

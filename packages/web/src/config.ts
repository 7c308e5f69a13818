/**
 * The web app's settings, read in one place (CONTRIBUTING.md). The deployment's settings (base
 * paths, version) come from the server at run time: it writes them into the page it serves
 * as `<script type="application/json" id="vitrine-runtime">` (docs/WEB.md "Runtime
 * settings"), so one build serves any CATALOG_BASE_PATH or DATAPORT_BASE_PATH. Where the page
 * has none (the Vite dev server, unit tests) the server's defaults apply.
 */
import {
  APP_VERSION,
  DEFAULT_RUNTIME_SETTINGS,
  RUNTIME_SETTINGS_ELEMENT_ID,
  type RuntimeSettings,
} from '@vitrine/contracts';
import { readEmbedParams } from '@vitrine/embed/app';

/** The page's runtime settings over the defaults; a field of the wrong kind is ignored. */
export function readRuntimeSettings(text: string | null | undefined): RuntimeSettings {
  let given: Record<string, unknown> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) given = { ...parsed };
  } catch (error) {
    console.error('Unreadable runtime settings; using the defaults', error);
  }
  const settings: RuntimeSettings = { ...DEFAULT_RUNTIME_SETTINGS };
  for (const key of ['catalogBase', 'dataportBase', 'configuratorBase', 'appVersion'] as const) {
    const value = given[key];
    if (typeof value === 'string' && value !== '') settings[key] = value;
  }
  // The user service (favourites, contact): optional, with its default in `config` below.
  if (typeof given.userBase === 'string' && given.userBase !== '')
    settings.userBase = given.userBase;
  if (typeof given.pimBase === 'string' && given.pimBase !== '') settings.pimBase = given.pimBase;
  const login = given.login as Record<string, unknown> | undefined;
  if (typeof login?.issuer === 'string' && typeof login.clientId === 'string') {
    settings.login = { issuer: login.issuer, clientId: login.clientId };
  }
  const origins = given.hostOrigins;
  if (Array.isArray(origins) && origins.every((o) => typeof o === 'string')) {
    settings.hostOrigins = origins;
  }
  const timeout = given.hostReplyTimeoutMs;
  if (typeof timeout === 'number' && timeout > 0) settings.hostReplyTimeoutMs = timeout;
  for (const key of ['siteBase', 'reportsBase', 'sentryDsn'] as const) {
    const value = given[key];
    if (typeof value === 'string' && value !== '') settings[key] = value;
  }
  const analytics = given.analytics as Record<string, unknown> | undefined;
  if (typeof analytics?.url === 'string' && typeof analytics.siteId === 'string') {
    settings.analytics = { url: analytics.url, siteId: analytics.siteId };
  }
  const clarity = given.clarity as Record<string, unknown> | undefined;
  if (typeof clarity?.projectId === 'string' && isStringList(clarity.organizations)) {
    settings.clarity = { projectId: clarity.projectId, organizations: clarity.organizations };
  }
  const site = given.companySite as Record<string, unknown> | undefined;
  if (typeof site?.url === 'string' && /^https?:\/\//.test(site.url)) {
    settings.companySite = {
      url: site.url,
      ...(typeof site.label === 'string' && site.label && { label: site.label }),
    };
  }
  return settings;
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * The API server the `baseurl` parameter names (docs/EMBEDDING.md), or '' for this one. Only
 * this origin or one the operator named in EMBED_ORIGINS (never by '*'), so a link cannot
 * send visitors' requests, and their tokens, to a server of its choosing.
 */
export function apiServerOf(search: string, ownOrigin: string, hostOrigins: readonly string[]) {
  const allowed = [ownOrigin, ...hostOrigins.filter((origin) => origin !== '*')];
  return readEmbedParams(search, allowed).baseurl ?? '';
}

/** Where the page names none: the server's defaults (PIM_BASE_PATH, docs/AUTH.md). */
const DEFAULT_PIM_BASE = '/api/pim';
const DEFAULT_LOGIN = { issuer: '/auth', clientId: 'vitrine-catalogue' };

/**
 * The services' addresses: on the API server the `baseurl` parameter names (`apiServer`, ''
 * for this one), each at its base path; a base the page gives as a whole URL stays as it is.
 */
export function serviceBases(runtime: RuntimeSettings, apiServer: string) {
  const on = (base: string) => (base.startsWith('/') ? apiServer + base : base);
  return {
    /** Catalogue service: fetch, list and search (spec 01 s.7). */
    catalogBase: on(runtime.catalogBase),
    /** File service: files, imagine (scaled images), cadify. */
    dataportBase: on(runtime.dataportBase),
    /** The configurator's API (configuration, variants). */
    configuratorBase: on(runtime.configuratorBase),
    /** The user service (triples: favourites; contact mail), spec 02 s.7. */
    userBase: on(runtime.userBase ?? '/api/users'),
    /** The product information service (spec 02 s.7). */
    pimBase: on(runtime.pimBase ?? DEFAULT_PIM_BASE),
    /** The legal texts (docs/PRIVACY.md). */
    siteBase: on(runtime.siteBase ?? '/api/site'),
    /** The error reports; used only with Diagnostics consent and without `sentryDsn`. */
    reportsBase: on(runtime.reportsBase ?? '/api/reports'),
  };
}

const runtime = readRuntimeSettings(
  typeof document === 'undefined'
    ? undefined
    : document.getElementById(RUNTIME_SETTINGS_ELEMENT_ID)?.textContent,
);

/** The API server the page starts with: its own, or the one `baseurl` names. */
const startServer =
  typeof location === 'undefined'
    ? ''
    : apiServerOf(location.search, location.origin, runtime.hostOrigins ?? []);
let apiServer = startServer;

/**
 * Moves every later call to another server of the catalogue ('' for the start server): the
 * server status's fallback (spec 02 s.7, api/serverStatus.ts). The bases below are read at
 * each call, so the next request goes there.
 */
export function setApiServer(origin: string): void {
  apiServer = origin;
}

const settings = {
  /** The server the page started with: '' (this one) or the `baseurl` parameter's. */
  startServer,
  /** The server calls go to now: the start server, or a fallback while it is not ok. */
  get apiServer() {
    return apiServer;
  },
  /**
   * `apisight=true` in the address the app started with: its calls to our services ask for
   * Server-Timing (X-Enable-APISight), shown in the browser's developer tools.
   */
  apiSight: typeof location !== 'undefined' && readEmbedParams(location.search).apiSight,
  /** Error reports go to this Sentry project instead (with Diagnostics consent). */
  sentryDsn: runtime.sentryDsn,
  /** A Matomo server for statistics (with Statistics consent). */
  analytics: runtime.analytics,
  /** Microsoft Clarity, for users of these organisations (with Clarity consent). */
  clarity: runtime.clarity,
  /** The operator's company site (account menu). */
  companySite: runtime.companySite,
  /** The server's version. */
  appVersion: runtime.appVersion,
  /** The login provider (issuer and our client id); undefined: login is not offered. */
  login: runtime.login,
  /** Where visitors get the public token for product information (the login provider's). */
  publicTokenProvider: runtime.login ?? DEFAULT_LOGIN,
  /** The translation files' ?v=: the build's version and a hash of their content, so caches
   * refresh whenever a translation changes. */
  i18nVersion: `${APP_VERSION}.${typeof __I18N_HASH__ === 'string' ? __I18N_HASH__ : 'dev'}`,
  /** Where translation files are served from (Vite public dir). */
  i18nBase: `${import.meta.env.BASE_URL}i18n`,
  /**
   * Origins of hosts that may frame the app and talk to it (EMBED_ORIGINS); the app's own
   * origin always may; ['*']: any.
   */
  hostOrigins: runtime.hostOrigins ?? [],
  /** Replaces every wait for a host's reply (HOST_REPLY_TIMEOUT_MS); undefined: the spec's. */
  hostReplyTimeoutMs: runtime.hostReplyTimeoutMs,
  /** Allowed download formats (spec 01 s.5, spec 02 s.5); an unset list allows all. */
  downloads: {} as { cad?: readonly string[]; material?: readonly string[] },
};

type ServiceBases = ReturnType<typeof serviceBases>;
// The services' addresses (catalogue, files, configurator, user service, product information,
// legal texts, error reports), read at each call on the server calls go to now.
for (const key of Object.keys(serviceBases(runtime, '')) as (keyof ServiceBases)[]) {
  Object.defineProperty(settings, key, {
    get: () => serviceBases(runtime, apiServer)[key],
    enumerable: true,
  });
}

export const config = settings as Readonly<typeof settings & ServiceBases>;

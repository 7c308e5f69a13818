/**
 * The runtime settings: what the server tells the web app (index.html) and the configurator
 * page (configurator.html) about the deployment it runs in, at run time, so one build of the
 * web app serves any deployment (base paths, later the login provider and allowed hosts).
 *
 * The server writes them into each page it serves as an inert JSON script,
 * `<script type="application/json" id="vitrine-runtime">{...}</script>` (not executed, so a
 * strict Content-Security-Policy stays possible); the web app reads them in src/config.ts
 * and falls back to DEFAULT_RUNTIME_SETTINGS where the element or a field is absent (the
 * Vite dev server, whose proxy forwards the default paths). docs/WEB.md "Runtime settings".
 *
 * A plain interface (no schema library), so the page's inline script stays small. New
 * settings are added as optional fields: an older server's pages simply lack them.
 */
import { APP_VERSION } from './constants';
import type { HeaderTab } from './embedding';

export interface RuntimeSettings {
  /** The catalogue service (fetch, list, search): CATALOG_BASE_PATH, e.g. '/api/catalog'. */
  catalogBase: string;
  /** The file service (files, imagine, cadify, substance): DATAPORT_BASE_PATH. */
  dataportBase: string;
  /** The configurator's API (a model's configuration, variants). */
  configuratorBase: string;
  /** The server's version (spec 01 s.9 APP_VERSION). */
  appVersion: string;
  /**
   * Origins allowed to frame the app and exchange host messages with it (docs/EMBEDDING.md,
   * EMBED_ORIGINS); absent or empty: the app's own origin only; ['*']: any origin.
   */
  hostOrigins?: string[];
  /** Replaces every wait for a host's reply, in ms (HOST_REPLY_TIMEOUT_MS; tests and trials). */
  hostReplyTimeoutMs?: number;
  /** The login provider (OpenID Connect); absent: no login. */
  login?: {
    /** The issuer URL, whose /.well-known/openid-configuration the app reads. */
    issuer: string;
    /** The app's public client id at that provider. */
    clientId: string;
  };
  /** The user service (favourites and other triples, users, admission, contact): a base path. */
  userBase?: string;
  /** The product information service: PIM_BASE_PATH, e.g. '/api/pim'. */
  pimBase?: string;
  /** The legal texts: SITE_BASE_PATH, e.g. '/api/site'. */
  siteBase?: string;
  /** The error reports: REPORTS_BASE_PATH, e.g. '/api/reports'. */
  reportsBase?: string;
  /** Send error reports to this Sentry project instead (SENTRY_DSN); with Diagnostics consent. */
  sentryDsn?: string;
  /** Our own statistics endpoint (INSIGHTS_BASE_PATH) and its site id; used without `analytics`. */
  insightsBase?: string;
  insightsSiteId?: string;
  /** A Matomo server for statistics (ANALYTICS_URL, ANALYTICS_SITE_ID); with Statistics consent. */
  analytics?: { url: string; siteId: string };
  /** Microsoft Clarity for users of these organisation numbers; with Clarity consent. */
  clarity?: { projectId: string; organizations: string[] };
  /** The operator's company site, linked from the account menu (COMPANY_SITE_URL, _LABEL). */
  companySite?: { url: string; label?: string };
  /** The header tabs shown, in order (HEADER_TABS); absent: all of them. */
  headerTabs?: HeaderTab[];
}

/** The id of the page element that carries the settings. */
export const RUNTIME_SETTINGS_ELEMENT_ID = 'vitrine-runtime';

/**
 * The id of the element (JSON, ahead of <title>) with what the server knows of a page's first
 * picture for the inline script that paints it before the app: a brand page's first banner.
 */
export const BOOT_DATA_ELEMENT_ID = 'vitrine-boot';

/** What that element carries. */
export interface BootData {
  /** The file (dataport id) of the brand's first banner. */
  banner?: string;
}

/** The server's defaults; what the web app uses where a page carries no settings. */
export const DEFAULT_RUNTIME_SETTINGS: RuntimeSettings = {
  catalogBase: '/api/catalog',
  dataportBase: '/api/dataport',
  configuratorBase: '/api/configurator',
  appVersion: APP_VERSION,
};

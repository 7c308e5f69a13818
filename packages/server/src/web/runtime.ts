/**
 * The runtime settings the server hands the web app (contracts' RuntimeSettings), and the
 * inert element that carries them in a page. Filled once at start from the configuration:
 * nothing in them depends on the request.
 */
import { APP_VERSION, RUNTIME_SETTINGS_ELEMENT_ID, type RuntimeSettings } from '@vitrine/contracts';
import type { Config } from '../config';

/** The settings of this deployment; `configuratorBase` is where the configurator's API lives. */
export function runtimeSettingsOf(config: Config, configuratorBase: string): RuntimeSettings {
  return {
    catalogBase: config.catalogBasePath,
    dataportBase: config.dataportBasePath,
    configuratorBase,
    userBase: config.usersBasePath,
    pimBase: config.pimBasePath,
    appVersion: APP_VERSION,
    // The login provider: an external issuer (OIDC_ISSUER), else ours at AUTH_BASE_PATH.
    login: {
      issuer: config.auth.oidcIssuer ?? `${config.auth.publicUrl}${config.auth.basePath}`,
      clientId: config.auth.clientId,
    },
    hostOrigins: config.embedOrigins,
    siteBase: config.site.basePath,
    reportsBase: config.reports.basePath,
    insightsBase: config.insights.basePath,
    insightsSiteId: String(config.insights.siteId),
    ...(config.reports.sentryDsn && { sentryDsn: config.reports.sentryDsn }),
    ...(config.tracking.analytics && { analytics: config.tracking.analytics }),
    ...(config.tracking.clarity && { clarity: config.tracking.clarity }),
    ...(config.site.companySite && {
      companySite: {
        url: config.site.companySite.url,
        ...(config.site.companySite.label && { label: config.site.companySite.label }),
      },
    }),
    ...(config.embedding.headerTabs && { headerTabs: config.embedding.headerTabs }),
    ...(config.embedding.hostReplyTimeoutMs && {
      hostReplyTimeoutMs: config.embedding.hostReplyTimeoutMs,
    }),
  };
}

/**
 * JSON that cannot end its <script> element or open a comment in it: '<', '>' and '&' as
 * \u escapes (still the same JSON), and the two line separators JavaScript once disallowed.
 */
export function htmlSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The settings as `<script type="application/json" id="vitrine-runtime">`: data, not code,
 * so a Content-Security-Policy without 'unsafe-inline' does not block it.
 */
export function runtimeElement(settings: RuntimeSettings): string {
  return `<script type="application/json" id="${RUNTIME_SETTINGS_ELEMENT_ID}">${htmlSafeJson(settings)}</script>`;
}

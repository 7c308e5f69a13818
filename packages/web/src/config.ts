/**
 * The web app's settings, read in one place (STYLE.md). Base paths match the server's
 * defaults; the app is served by the same server, so they are same-origin paths.
 */
import { APP_VERSION } from '@vitrine/contracts';

export const config = {
  /** Catalogue service: fetch, list and search (spec 01 s.7). */
  catalogBase: '/api/catalog',
  /** File service: files, imagine (scaled images), cadify. */
  dataportBase: '/api/dataport',
  appVersion: APP_VERSION,
  /** The translation files' ?v=: the app version and a hash of their content, so caches
   * refresh whenever a translation changes. */
  i18nVersion: `${APP_VERSION}.${typeof __I18N_HASH__ === 'string' ? __I18N_HASH__ : 'dev'}`,
  /** Where translation files are served from (Vite public dir). */
  i18nBase: `${import.meta.env.BASE_URL}i18n`,
  /** Allowed download formats (spec 01 s.5, spec 02 s.5); an unset list allows all. */
  downloads: {} as { cad?: readonly string[]; material?: readonly string[] },
} as const;

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
  /** Versions the lazily loaded translation files (?v=) so caches refresh on upgrade. */
  appVersion: APP_VERSION,
  /** Where translation files are served from (Vite public dir). */
  i18nBase: `${import.meta.env.BASE_URL}i18n`,
} as const;

/**
 * The UI languages (spec 01 s.9) with their names as their speakers write them, for the
 * language menu. The list mirrors LANGUAGES in @vitrine/contracts (a unit test checks);
 * it lives here so the first bundle does not pull the contracts' schema library.
 */
import type { Language } from '@vitrine/contracts';

export const UI_LANGUAGES = [
  'en',
  'de',
  'cs',
  'da',
  'es',
  'fr',
  'it',
  'nl',
  'pl',
  'pt',
  'ro',
  'ru',
  'sv',
  'tr',
] as const satisfies readonly Language[];

export type UiLanguage = (typeof UI_LANGUAGES)[number];

export const LANGUAGE_NAMES: Record<UiLanguage, string> = {
  en: 'English',
  de: 'Deutsch',
  cs: 'Čeština',
  da: 'Dansk',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  nl: 'Nederlands',
  pl: 'Polski',
  pt: 'Português',
  ro: 'Română',
  ru: 'Русский',
  sv: 'Svenska',
  tr: 'Türkçe',
};

/** The namespaces: common (shell), browse (models and materials), brands. */
export const NAMESPACES = ['common', 'browse', 'brands', 'detail', 'configurator'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Local storage key of the chosen language (read first by the detector). */
export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * The UI languages (spec 01 s.9), the catalogue's, with their names as their speakers write
 * them, for the language menu.
 */
import { LANGUAGES, type Language } from '@vitrine/contracts/languages';

export const UI_LANGUAGES = LANGUAGES;
export type UiLanguage = Language;

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

/**
 * The namespaces: common (shell), browse (models and materials), brands, detail,
 * configurator, embedding (client modes; loaded only when the app runs in one), consent (the
 * cookie dialog), admin (administration pages), insights (the brand insights page),
 * workspace (a brand editor's import and editing), brandEditor (the brand page's editor).
 */
export const NAMESPACES = [
  'common',
  'browse',
  'brands',
  'detail',
  'configurator',
  'listDownload',
  'favorites',
  'pim',
  'session',
  'embedding',
  'outbox',
  'account',
  'consent',
  'admin',
  'errors',
  'insights',
  'workspace',
  'brandEditor',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Local storage key of the chosen language (read first by the detector). */
export const LANGUAGE_STORAGE_KEY = 'language';

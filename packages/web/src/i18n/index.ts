/**
 * i18next set-up. English is bundled (it is the fallback and never fetched, spec 01 s.7);
 * every other language loads per namespace from /i18n/{lang}/{ns}.json?v={appVersion}.{hash}, so
 * a visitor downloads only their language. Detection: the stored choice, then the browser's
 * languages, else English.
 */
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { config } from '../config';
import { reportError } from '../app/report';
import brands from './en/brands.json';
import browse from './en/browse.json';
import common from './en/common.json';
import detail from './en/detail.json';
import configurator from './en/configurator.json';
import { LANGUAGE_STORAGE_KEY, NAMESPACES, UI_LANGUAGES } from './languages';

export const englishResources = { common, browse, brands, detail, configurator };

async function loadNamespace(language: string, namespace: string): Promise<object> {
  const url = `${config.i18nBase}/${language}/${namespace}.json?v=${config.i18nVersion}`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Loading ${url} failed: ${response.status}`);
  return (await response.json()) as object;
}

/** Starts i18next; resolves once the first language's common namespace is ready. */
export function initI18n(): Promise<unknown> {
  return i18n
    .use(LanguageDetector)
    .use(
      resourcesToBackend((language: string, namespace: string) =>
        loadNamespace(language, namespace).catch((error: unknown) => {
          // Spec 01 s.8: a translation load failure is logged; English shows instead.
          reportError(error, 'Translation load failure');
          throw error;
        }),
      ),
    )
    .use(initReactI18next)
    .init({
      resources: { en: englishResources },
      partialBundledLanguages: true,
      supportedLngs: [...UI_LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: 'en',
      ns: ['common'],
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false },
      detection: {
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        // Only an explicit choice in the language menu is stored, not a detected language.
        caches: [],
      },
      react: { useSuspense: true },
    });
}

export { i18n, NAMESPACES };

// Screen readers and hyphenation follow the UI language.
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/**
 * i18next set-up. English is bundled (it is the fallback and never fetched, spec 01 s.7);
 * every other language loads per namespace from /i18n/{lang}/{ns}.json?v={appVersion}.{hash}, so
 * a visitor downloads only their language. Detection: the stored choice, then the browser's
 * languages, else English. The English strings of the detail dialog and the configurator
 * come with their own (lazy) chunks: the first page needs only common, browse and brands.
 */
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { config } from '../config';
import { reportError } from '../report';
import brands from './en/brands.json';
import browse from './en/browse.json';
import common from './en/common.json';
import { detectLanguage } from './detect';
import { NAMESPACES, UI_LANGUAGES } from './languages';

const englishResources = { common, browse, brands };
/** The other English namespaces, each in its own chunk. */
const lazyEnglish = import.meta.glob<{ default: object }>([
  './en/*.json',
  '!./en/{common,browse,brands}.json',
]);

async function loadNamespace(language: string, namespace: string): Promise<object> {
  const english = language === 'en' && lazyEnglish[`./en/${namespace}.json`];
  if (english) return (await english()).default;
  const url = `${config.i18nBase}/${language}/${namespace}.json?v=${config.i18nVersion}`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Loading ${url} failed: ${response.status}`);
  return (await response.json()) as object;
}

/** Starts i18next; resolves once the first language's common namespace is ready. */
export function initI18n(): Promise<unknown> {
  return i18n
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
      lng: detectLanguage(),
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
      react: { useSuspense: true },
    });
}

export { i18n, NAMESPACES };

// Screen readers and hyphenation follow the UI language.
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/**
 * Which UI language a visit starts in, and the data languages that follow from it. Kept free
 * of i18next and React: the inline script of index.html (src/boot) uses it too, to ask for
 * the first page's data in the same languages as the app will.
 */
import { LANGUAGE_STORAGE_KEY, UI_LANGUAGES, type UiLanguage } from './languages';

/**
 * The embedding host's `lang` URL parameter (its first two letters; docs/EMBEDDING.md), then
 * the stored choice, then the browser's languages (their language part), else English; only
 * a choice made in the language menu is stored. In the CAD-host mode (client=p-cat-ac) the
 * language comes only from `lang`. (In place of i18next-browser-languagedetector, 2 KB
 * gzipped.)
 */
export function detectLanguage(search: string = location.search): UiLanguage {
  const params = new URLSearchParams(search);
  const lang = params.get('lang')?.slice(0, 2).toLowerCase() ?? null;
  if (params.get('client') === 'p-cat-ac') return pick([lang]);
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage off: the browser's languages decide.
  }
  return pick([lang, stored, ...(navigator.languages ?? []), navigator.language]);
}

/** The first candidate's language part that is a UI language, else English. */
function pick(candidates: ReadonlyArray<string | null | undefined>): UiLanguage {
  const supported = new Set<string>(UI_LANGUAGES);
  const found = candidates
    .map((code) => code?.toLowerCase().split('-')[0])
    .find((code) => code && supported.has(code));
  return (found as UiLanguage | undefined) ?? 'en';
}

/** The languages to ask the search API for: the UI language, then English (deduped). */
export function dataLanguages(uiLanguage: string): string[] {
  const ui = uiLanguage.slice(0, 2);
  return ui === 'en' ? ['en'] : [ui, 'en'];
}

/**
 * The languages a search's words match in, most preferred first (the search request's
 * `match_languages`), for the data languages `languages`: the UI language, the languages a
 * brand writes in (on its own page), the browser's other languages the catalogue has,
 * English, then every other catalogue language. So an architect whose browser is in English
 * finds a "Stuhl", while a word of the UI language still ranks its matches first.
 */
export function matchLanguages(
  languages: readonly string[],
  browser: readonly string[] = globalThis.navigator?.languages ?? [],
  brand: readonly string[] = [],
): string[] {
  const own = browser.map((code) => code.toLowerCase().split('-')[0]!);
  return [
    ...new Set([...languages.slice(0, 1), ...brand, ...own, ...languages, ...UI_LANGUAGES]),
  ].filter((code) => (UI_LANGUAGES as readonly string[]).includes(code));
}

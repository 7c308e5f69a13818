/**
 * Which UI language a visit starts in, and the data languages that follow from it. Kept free
 * of i18next and React: the inline script of index.html (src/boot) uses it too, to ask for
 * the first page's data in the same languages as the app will.
 */
import { LANGUAGE_STORAGE_KEY, UI_LANGUAGES, type UiLanguage } from './languages';

/**
 * The stored choice, then the browser's languages (their language part), else English; only
 * a choice made in the language menu is stored. (In place of i18next-browser-languagedetector,
 * 2 KB gzipped.)
 */
export function detectLanguage(): UiLanguage {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage off: the browser's languages decide.
  }
  const candidates = [stored, ...(navigator.languages ?? []), navigator.language];
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

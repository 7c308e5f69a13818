import { useTranslation } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY, UI_LANGUAGES, type UiLanguage } from '../../i18n/languages';

/** The UI language and a setter that also stores the choice for the next visit. */
export function useLanguage(): [UiLanguage, (language: UiLanguage) => void] {
  const { i18n } = useTranslation();
  const resolved = (i18n.resolvedLanguage ?? 'en') as UiLanguage;
  const current = UI_LANGUAGES.includes(resolved) ? resolved : 'en';
  const set = (language: UiLanguage) => {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Storage off: the choice lasts for this page load.
    }
    void i18n.changeLanguage(language);
  };
  return [current, set];
}

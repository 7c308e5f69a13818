import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The country of an ISO 3166 code, named in the UI language (Intl.DisplayNames). */
export function useCountryName(code: string | undefined): string | undefined {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    if (!code) return undefined;
    try {
      return new Intl.DisplayNames([language, 'en'], { type: 'region' }).of(code) ?? code;
    } catch {
      // Not a region code Intl knows: show it as written.
      return code;
    }
  }, [code, language]);
}

/**
 * "Also found in German": under the result text when the query matched none of the hits in
 * the UI language, so a visitor who typed "Stuhl" with the interface in English sees why
 * English titles came back. The hits themselves show in the UI language.
 */
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { languageList, otherMatchedLanguages } from './matchedLanguages';

export default function MatchedLanguagesNote({ matched }: { matched: string[] }) {
  const { t, i18n } = useTranslation('browse');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const others = otherMatchedLanguages(matched, language);
  if (others.length === 0) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="matched-languages">
      {t('results.alsoFoundIn', {
        count: others.length,
        languages: languageList(others, language),
      })}
    </Typography>
  );
}

/**
 * The editor's texts: the title and description in the brand's main language beside the
 * chosen language, and a row of language chips that marks where the title is missing.
 */
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { Box, Chip, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, UI_LANGUAGES, type UiLanguage } from '../../i18n/languages';
import type { Draft, TextField as TextFieldName } from './editModel';

export const nameOf = (language: string) => LANGUAGE_NAMES[language as UiLanguage] ?? language;

interface Props {
  draft: Draft;
  main: string;
  /** The language shown beside the main one (kept by the editor across the review). */
  language: string;
  onLanguage: (language: string) => void;
  onText: (field: TextFieldName, language: string, value: string) => void;
}

export function EditTexts({ draft, main, language, onLanguage, onText }: Props) {
  const { t } = useTranslation('workspace');
  const others = UI_LANGUAGES.filter((l) => l !== main);
  const missing = others.filter((l) => !(draft.title[l] ?? '').trim());

  const column = (lang: string, reference: boolean) => (
    <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }} data-testid={`edit-texts-${lang}`}>
      <Typography variant="subtitle2" component="h3">
        {reference ? t('edit.mainLanguage', { language: nameOf(lang) }) : nameOf(lang)}
        {!reference && !(draft.title[lang as UiLanguage] ?? '').trim() && (
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            label={t('edit.missing')}
            sx={{ ml: 1 }}
          />
        )}
      </Typography>
      <TextField
        label={t('edit.title')}
        value={draft.title[lang as UiLanguage] ?? ''}
        placeholder={reference ? undefined : (draft.title[main as UiLanguage] ?? '')}
        onChange={(e) => onText('title', lang, e.target.value)}
        slotProps={{ htmlInput: { lang, 'data-testid': `edit-title-${lang}` } }}
      />
      <TextField
        label={t('edit.description')}
        value={draft.description[lang as UiLanguage] ?? ''}
        placeholder={reference ? undefined : (draft.description[main as UiLanguage] ?? '')}
        onChange={(e) => onText('description', lang, e.target.value)}
        multiline
        minRows={3}
        maxRows={10}
        slotProps={{ htmlInput: { lang } }}
      />
    </Stack>
  );

  return (
    <>
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {missing.length
            ? t('edit.missingCount', { count: missing.length })
            : t('edit.allLanguages')}
        </Typography>
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
          role="group"
          aria-label={t('edit.languages')}
        >
          {others.map((lang) => {
            const absent = missing.includes(lang);
            return (
              <Chip
                key={lang}
                label={lang.toUpperCase()}
                title={absent ? `${nameOf(lang)}: ${t('edit.missing')}` : nameOf(lang)}
                aria-label={absent ? `${nameOf(lang)}: ${t('edit.missing')}` : nameOf(lang)}
                aria-pressed={lang === language}
                icon={absent ? <WarningAmberOutlined /> : undefined}
                color={lang === language ? 'primary' : absent ? 'warning' : 'default'}
                variant={lang === language ? 'filled' : 'outlined'}
                onClick={() => onLanguage(lang)}
                data-testid={`edit-language-${lang}`}
              />
            );
          })}
        </Box>
      </Box>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        {column(main, true)}
        {column(language, false)}
      </Stack>
    </>
  );
}

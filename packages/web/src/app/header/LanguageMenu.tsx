/**
 * The desktop language menu: the 14 languages, each by its own name. The menu itself loads
 * on first use, so the first page does not pay for it.
 */
import TranslateIcon from '@mui/icons-material/Translate';
import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../i18n/languages';
import { useLanguage } from './useLanguage';

const LanguageList = lazy(() => import('./LanguageList'));

export function LanguageMenu() {
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-label={`${t('header.language')}: ${LANGUAGE_NAMES[language]}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setUsed(true);
        }}
        onMouseEnter={() => setUsed(true)}
        sx={{ color: 'text.secondary', flexShrink: 0 }}
      >
        {language.toUpperCase()}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <LanguageList
            anchor={anchor}
            current={language}
            onChoose={(code) => {
              setLanguage(code);
              setAnchor(null);
            }}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}

/** The desktop language menu: the 14 languages, each by its own name. */
import TranslateIcon from '@mui/icons-material/Translate';
import CheckIcon from '@mui/icons-material/Check';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, UI_LANGUAGES } from '../../i18n/languages';
import { useLanguage } from './useLanguage';

export function LanguageMenu() {
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-label={`${t('header.language')}: ${LANGUAGE_NAMES[language]}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ color: 'text.secondary', flexShrink: 0 }}
      >
        {language.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {UI_LANGUAGES.map((code) => (
          <MenuItem
            key={code}
            lang={code}
            selected={code === language}
            onClick={() => {
              setLanguage(code);
              setAnchor(null);
            }}
          >
            <ListItemIcon>{code === language && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{LANGUAGE_NAMES[code]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** The language menu's list (loaded on first use by LanguageMenu). */
import CheckIcon from '@mui/icons-material/Check';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { LANGUAGE_NAMES, UI_LANGUAGES, type UiLanguage } from '../../i18n/languages';

interface Props {
  anchor: HTMLElement | null;
  current: UiLanguage;
  onChoose: (language: UiLanguage) => void;
  onClose: () => void;
}

export default function LanguageList({ anchor, current, onChoose, onClose }: Props) {
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {UI_LANGUAGES.map((code) => (
        <MenuItem key={code} lang={code} selected={code === current} onClick={() => onChoose(code)}>
          <ListItemIcon>{code === current && <CheckIcon fontSize="small" />}</ListItemIcon>
          <ListItemText>{LANGUAGE_NAMES[code]}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}

/**
 * The small-screen menu: the tabs (with the open brands, closable), a language sub-list,
 * the legal pages, Cookie settings and the operator's company site. Loaded on first use
 * (CompactHeader).
 */
import CloseIcon from '@mui/icons-material/Close';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import TranslateIcon from '@mui/icons-material/Translate';
import {
  Box,
  Collapse,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { config } from '../../config';
import { openCookieSettings } from '../../consent';
import { LANGUAGE_NAMES, UI_LANGUAGES } from '../../i18n/languages';
import { ownerTabsStore } from '../../storage/recentOwnerTabs';
import { useStore } from '../../storage/useStore';
import { LEGAL_LINKS } from '../legal/links';
import { Logo } from './Logo';
import { closeBrandTab, tabOfPath, tabPath } from './tabs';
import { useHeaderTabs } from './useHeaderTabs';
import { useEmbedState } from '../../embedding';
import { useLanguage } from './useLanguage';

export default function NavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = tabOfPath(pathname);
  const openBrands = useStore(ownerTabsStore);
  const shown = useHeaderTabs();
  const brandTabs = shown.brands ? openBrands : [];
  const [language, setLanguage] = useLanguage();
  const [languagesOpen, setLanguagesOpen] = useState(false);
  // An embedding host may choose the language itself (display setting).
  const hideLanguages = useEmbedState().display.hideLanguageChooser;

  const close = (id: string) => closeBrandTab(id, (path) => void navigate(path));

  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 300 } } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 1.5 }}>
        <Logo />
        <IconButton aria-label={t('header.closeMenu')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <List component="nav" aria-label={t('header.mainNavigation')}>
        {shown.fixed.map((tab) => {
          const active = current?.kind === 'tab' && current.id === tab.id;
          return (
            <ListItemButton
              key={tab.id}
              component={Link}
              to={tabPath(tab.id)}
              selected={active}
              aria-current={active ? 'page' : undefined}
              onClick={onClose}
            >
              <ListItemText primary={t(tab.label)} />
            </ListItemButton>
          );
        })}
        {brandTabs.map((tab) => {
          const active = current?.kind === 'brand' && current.id === tab.id;
          return (
            <ListItem
              key={tab.id}
              disablePadding
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('header.closeTab', { name: tab.label })}
                  onClick={() => close(tab.id)}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              }
            >
              <ListItemButton
                component={Link}
                to={tab.path}
                selected={active}
                aria-current={active ? 'page' : undefined}
                onClick={onClose}
                sx={{ pl: 4 }}
              >
                <ListItemText primary={tab.label} slotProps={{ primary: { noWrap: true } }} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      <Divider />
      <List hidden={hideLanguages}>
        <ListItemButton aria-expanded={languagesOpen} onClick={() => setLanguagesOpen((v) => !v)}>
          <ListItemIcon>
            <TranslateIcon />
          </ListItemIcon>
          <ListItemText primary={t('header.language')} secondary={LANGUAGE_NAMES[language]} />
          {languagesOpen ? <ExpandLess /> : <ExpandMore />}
        </ListItemButton>
        <Collapse in={languagesOpen} unmountOnExit>
          <List dense aria-label={t('header.language')}>
            {UI_LANGUAGES.map((code) => (
              <ListItemButton
                key={code}
                lang={code}
                selected={code === language}
                onClick={() => {
                  setLanguage(code);
                  onClose();
                }}
                sx={{ pl: 9 }}
              >
                <ListItemText primary={LANGUAGE_NAMES[code]} />
              </ListItemButton>
            ))}
          </List>
        </Collapse>
      </List>
      <Divider />
      <List dense subheader={<ListSubheader>{t('legal.heading')}</ListSubheader>}>
        {LEGAL_LINKS.map((link) => (
          <ListItemButton key={link.path} component={Link} to={link.path} onClick={onClose}>
            <ListItemText primary={t(link.label)} />
          </ListItemButton>
        ))}
        <ListItemButton
          onClick={() => {
            onClose();
            openCookieSettings();
          }}
        >
          <ListItemText primary={t('legal.cookieSettings')} />
        </ListItemButton>
        {config.companySite && (
          <ListItemButton
            component="a"
            href={config.companySite.url}
            target="_blank"
            rel="noopener"
            onClick={onClose}
          >
            <ListItemText
              primary={config.companySite.label ?? new URL(config.companySite.url).host}
            />
          </ListItemButton>
        )}
      </List>
    </Drawer>
  );
}

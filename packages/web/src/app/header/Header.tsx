/** The application header: logo, tabs and (later) search bar and language menu. */
import { AppBar, Box, Tab, Tabs, Toolbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Logo } from './Logo';
import { FIRST_TAB_PATH, TABS, tabOfPath } from './tabs';

export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = tabOfPath(pathname);
  return (
    <AppBar position="sticky" color="inherit" elevation={1}>
      <Toolbar
        sx={(theme) => ({
          minHeight: {
            xs: theme.spacing(theme.vitrine.headerHeight.mobile),
            md: theme.spacing(theme.vitrine.headerHeight.desktop),
          },
          gap: 2,
        })}
      >
        <Box
          component={Link}
          to={FIRST_TAB_PATH}
          aria-label={t('header.home')}
          sx={{ display: 'flex' }}
        >
          <Logo />
        </Box>
        <Tabs value={current ?? false} component="nav" aria-label={t('header.mainNavigation')}>
          {TABS.map((tab) => (
            <Tab key={tab.id} value={tab.id} label={t(tab.label)} component={Link} to={tab.path} />
          ))}
        </Tabs>
      </Toolbar>
    </AppBar>
  );
}

/**
 * The desktop tab row: Models, Materials, Brands, then the open brands, each closable.
 * Tabs are navigation links (aria-current marks the open one); a brand tab's close button
 * sits beside its link, not inside it, so both stay reachable by keyboard.
 */
import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ownerTabsStore } from '../../storage/recentOwnerTabs';
import { useStore } from '../../storage/useStore';
import { closeBrandTab, tabOfPath, tabPath } from './tabs';
import { useHeaderTabs } from './useHeaderTabs';

const tabSx = {
  display: 'flex',
  alignItems: 'center',
  height: '100%',
  px: 1.5,
  color: 'text.secondary',
  fontWeight: 600,
  fontSize: '0.95rem',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderBottom: '3px solid transparent',
  borderTop: '3px solid transparent',
  '&:hover': { color: 'text.primary' },
  '&[aria-current="page"]': { color: 'primary.main', borderBottomColor: 'primary.main' },
  '&:focus-visible': { outline: '2px solid', outlineOffset: -2 },
} as const;

export function NavTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = tabOfPath(pathname);
  const openBrands = useStore(ownerTabsStore);
  const shown = useHeaderTabs();
  const brandTabs = shown.brands ? openBrands : [];

  const close = (id: string) => closeBrandTab(id, (path) => void navigate(path));

  return (
    <Box
      component="nav"
      aria-label={t('header.mainNavigation')}
      sx={{
        display: 'flex',
        alignSelf: 'stretch',
        minWidth: 0,
        overflowX: 'auto',
        scrollbarWidth: 'none',
      }}
    >
      {shown.fixed.map((tab) => (
        <Box
          key={tab.id}
          component={Link}
          to={tabPath(tab.id)}
          aria-current={current?.kind === 'tab' && current.id === tab.id ? 'page' : undefined}
          sx={tabSx}
        >
          {t(tab.label)}
        </Box>
      ))}
      {brandTabs.map((tab) => {
        const open = current?.kind === 'brand' && current.id === tab.id;
        return (
          <Box key={tab.id} sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
            <Box
              component={Link}
              to={tab.path}
              aria-current={open ? 'page' : undefined}
              title={tab.label}
              sx={{ ...tabSx, pr: 0.5, maxWidth: 180 }}
            >
              <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {tab.label}
              </Box>
            </Box>
            <IconButton
              size="small"
              aria-label={t('header.closeTab', { name: tab.label })}
              onClick={() => close(tab.id)}
              sx={{ mr: 0.5 }}
            >
              <CloseIcon sx={{ fontSize: 16 }} />
            </IconButton>
          </Box>
        );
      })}
    </Box>
  );
}

/**
 * The application header: logo (to the first tab), tabs, search bar, the draft view badge,
 * language menu (unless an embedding host hides it) and account menu; below
 * md (700px) the compact header. Heights: 6.5 spacing units on desktop, 5.5 on mobile.
 */
import { AppBar, Box, Toolbar, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useEmbedState } from '../../embedding';
import { SearchBar } from '../search/SearchBar';
import { FavoritesNavButton } from '../../features/favorites';
import { DraftBadge } from '../draft/DraftMarks';
import { AccountMenu } from './AccountMenu';
import { CompactHeader } from './CompactHeader';
import { LanguageMenu } from './LanguageMenu';
import { LogoLink } from './Logo';
import { NavTabs } from './NavTabs';
import { useTabMemory } from './useTabMemory';

export function Header() {
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const wide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  useTabMemory();
  const { desktop, mobile } = theme.vitrine.headerHeight;
  const { display } = useEmbedState();
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar
        disableGutters
        sx={{
          minHeight: { xs: theme.spacing(mobile), md: theme.spacing(desktop) },
          height: { xs: theme.spacing(mobile), md: theme.spacing(desktop) },
          px: { xs: 1, md: 2 },
          gap: { xs: 0.5, md: 2 },
        }}
      >
        {compact ? (
          <CompactHeader />
        ) : (
          <>
            <LogoLink compact={!wide} />
            <NavTabs />
            <Box sx={{ flex: 1, minWidth: 220, maxWidth: 560, ml: 'auto' }}>
              <SearchBar />
            </Box>
            <FavoritesNavButton />
            <DraftBadge />
            {!display.hideLanguageChooser && <LanguageMenu />}
            <AccountMenu />
          </>
        )}
      </Toolbar>
    </AppBar>
  );
}

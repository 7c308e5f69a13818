/**
 * The header below md (700px): menu button (tabs, languages, legal), the logo, the search
 * bar, the filter button when the page has a filter panel (a dot when filters are on), the
 * draft view badge and the account menu.
 */
import FilterListIcon from '@mui/icons-material/FilterList';
import MenuIcon from '@mui/icons-material/Menu';
import { Badge, Box, IconButton } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentSearchScope, useFilterDrawer } from '../../page/page-context';
import { FavoritesNavButton } from '../../features/favorites';
import { SearchBar } from '../search/SearchBar';
import { DraftBadge } from '../draft/DraftMarks';
import { AccountMenu } from './AccountMenu';
import { LogoLink } from './Logo';

const NavDrawer = lazy(() => import('./NavDrawer'));

export function CompactHeader() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const filters = useFilterDrawer();
  const scope = useCurrentSearchScope();
  return (
    <>
      <IconButton
        edge="start"
        aria-label={t('header.openMenu')}
        onClick={() => {
          setMenuUsed(true);
          setMenuOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {/* Pages without a search bar have room for the name. */}
      <LogoLink compact={scope !== null} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <SearchBar />
      </Box>
      {filters.hasFilters && (
        <IconButton
          edge="end"
          aria-label={t(filters.hasActiveFilters ? 'header.filtersActive' : 'header.filters')}
          onClick={() => filters.setOpen(true)}
        >
          <Badge color="primary" variant="dot" invisible={!filters.hasActiveFilters}>
            <FilterListIcon />
          </Badge>
        </IconButton>
      )}
      <FavoritesNavButton />
      <DraftBadge compact />
      <AccountMenu />
      {menuUsed && (
        <Suspense fallback={null}>
          <NavDrawer open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The header's way to the favourites page, shown to logged-in users (spec 02 s.2 header).
 * Its label lives in the favourites texts, which load only for users who see it.
 */
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import { IconButton } from '@mui/material';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LazyTooltip } from '../../components/LazyTooltip';
import { useSession } from '../../session';

export function FavoritesNavButton() {
  const session = useSession();
  if (session.status !== 'loggedIn') return null;
  return (
    <Suspense fallback={null}>
      <NavButton />
    </Suspense>
  );
}

function NavButton() {
  const { t } = useTranslation('favorites');
  const current = useLocation().pathname.startsWith('/favorites');
  return (
    <LazyTooltip title={t('nav')}>
      <IconButton
        component={Link}
        to="/favorites"
        aria-label={t('nav')}
        aria-current={current ? 'page' : undefined}
        color={current ? 'primary' : 'default'}
      >
        {current ? <Favorite /> : <FavoriteBorder />}
      </IconButton>
    </LazyTooltip>
  );
}

/**
 * /favorites (spec 02 s.2): the lists overview, and /favorites/{listId}/{kind} a list's
 * items. Visitors get one prompt: a line saying why, with the login button (no login dialog
 * on top of it: two ways to do one thing at once only confuse).
 */
import { Box, LinearProgress, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { removeBootBanner } from '../../boot';
import { usePageSearchScope } from '../../page/page-context';
import { useDocumentTitle } from '../../page/useDocumentTitle';
import { LoginNeeded } from '../../components/LoginNeeded';
import { useSession } from '../../session';
import { ListDetail } from './detail/ListDetail';
import { FavoritesOverview } from './overview/FavoritesOverview';
import { useFavorites } from './useFavorites';

export default function FavoritesPage() {
  const { t } = useTranslation('favorites');
  const session = useSession();
  usePageSearchScope({ kind: 'favorites' });
  useDocumentTitle(t('title'));
  useEffect(removeBootBanner, []);
  if (session.status !== 'loggedIn') return <LoginPrompt />;
  return <Favorites />;
}

function Favorites() {
  const { data, isPending, isError } = useFavorites();
  if (isPending) return <LinearProgress aria-busy="true" />;
  // The error toast says why (e.g. 'Unsupported version'); nothing here to show or change.
  if (isError || !data) return null;
  return (
    <Routes>
      <Route index element={<FavoritesOverview document={data.document} />} />
      <Route path=":listId/:kind?" element={<ListDetail document={data.document} />} />
    </Routes>
  );
}

function LoginPrompt() {
  const { t } = useTranslation('favorites');
  return (
    <Box sx={{ py: 8, px: 2, mx: 'auto', maxWidth: 480 }} data-testid="favorites-login">
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        {t('title')}
      </Typography>
      <LoginNeeded message={t('loginNeeded')} label={t('login')} />
    </Box>
  );
}

/**
 * /favorites (spec 02 s.2): the lists overview, and /favorites/{listId}/{kind} a list's
 * items. Visitors get the login dialog (and a line saying why, with a login button, for
 * when they cancel it).
 */
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { removeBootBanner } from '../../boot';
import { usePageSearchScope } from '../../page/page-context';
import { useDocumentTitle } from '../../page/useDocumentTitle';
import { useSession } from '../../session';
import { requestLogin } from '../../session';
import { ListDetail } from './detail/ListDetail';
import { FavoritesOverview } from './overview/FavoritesOverview';
import { useFavorites } from './useFavorites';

export default function FavoritesPage() {
  const { t } = useTranslation('favorites');
  const session = useSession();
  usePageSearchScope({ kind: 'favorites' });
  useDocumentTitle(t('title'));
  useEffect(removeBootBanner, []);
  useEffect(() => {
    if (session.status !== 'loggedIn') void requestLogin('favorites');
  }, [session.status]);
  if (session.status !== 'loggedIn') return <LoginNeeded />;
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

function LoginNeeded() {
  const { t } = useTranslation('favorites');
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('loginNeeded')}
      </Typography>
      <Button variant="contained" onClick={() => void requestLogin('favorites')}>
        {t('login')}
      </Button>
    </Box>
  );
}

/** The page frame: header, the routed page (lazy, with a loading fallback) and shared overlays. */
import { Box, LinearProgress } from '@mui/material';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { ErrorToast } from '../components/ErrorToast';
import { DetailMount } from '../features/detail/DetailMount';
import { FavoritesHost } from '../features/favorites';
import { ConfiguratorMount } from '../features/configurator/ConfiguratorMount';
import { ScrollToTop } from '../components/ScrollToTop';
import { TooltipLayer } from '../components/LazyTooltip';
import { DraftWarning } from './draft/DraftView';
import { Header } from './header/Header';
import { LoginDialogMount } from './login/LoginDialogMount';
import { PageProvider } from '../page/page-context';

export function AppShell() {
  return (
    <PageProvider>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <Header />
        <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
          <ErrorBoundary>
            <Suspense fallback={<LinearProgress aria-busy="true" />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </Box>
      </Box>
      <DetailMount />
      <ConfiguratorMount />
      <ScrollToTop />
      <TooltipLayer />
      <ErrorToast />
      <FavoritesHost />
      <LoginDialogMount />
      <DraftWarning />
    </PageProvider>
  );
}

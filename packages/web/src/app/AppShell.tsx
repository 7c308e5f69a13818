/**
 * The page frame: header, the routed page (lazy, with a loading fallback) and shared
 * overlays. The display settings of an embedding host may leave out the header and the
 * scroll-to-top button (docs/EMBEDDING.md).
 */
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
import { DraftWarning } from './draft/DraftMarks';
import { Header } from './header/Header';
import { LoginDialogMount } from './login/LoginDialogMount';
import { PageProvider } from '../page/page-context';
import { HostBridge, useEmbedState } from '../embedding';

export function AppShell() {
  const { display } = useEmbedState();
  return (
    <PageProvider>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        {!display.noHeader && <Header />}
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
      {display.scrollUpButton && <ScrollToTop />}
      <TooltipLayer />
      <ErrorToast />
      <FavoritesHost />
      <LoginDialogMount />
      <DraftWarning />
      <HostBridge />
    </PageProvider>
  );
}

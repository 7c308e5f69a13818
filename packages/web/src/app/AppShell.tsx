/**
 * The page frame: header, the routed page (lazy, with a loading fallback) and shared
 * overlays; it hands the model cards the buttons of other features (cards/cardSlots.ts). The display settings of an embedding host may leave out the header and the
 * scroll-to-top button (docs/EMBEDDING.md).
 */
import { Box, LinearProgress } from '@mui/material';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { removeBootGrid } from '../boot';
import { CardSlotsContext, type CardSlots } from '../cards/cardSlots';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { ErrorToast } from '../components/ErrorToast';
import { Toasts } from '../components/Toasts';
import { DetailMount } from '../features/detail';
import { FavoriteButton, FavoritesHost } from '../features/favorites';
import { ConfigureButton, ConfiguratorMount } from '../features/configurator';
import { ScrollToTop } from '../components/ScrollToTop';
import { TooltipLayer } from '../components/LazyTooltip';
import { DraftWarning } from './draft/DraftMarks';
import { Header } from './header/Header';
import { LoginDialogMount } from './login/LoginDialogMount';
import { LoginFailureMount } from './login/LoginFailureMount';
import { PageProvider } from '../page/page-context';
import { HostBridge, useEmbedState } from '../embedding';

/** Asks a few seconds after the page opened (api/imports.ts): its code need not come first. */
const ImportNotice = lazy(() =>
  import('./ImportNotice').then((m) => ({ default: m.ImportNotice })),
);
import { ConsentMount } from '../consent';

/** What a model card shows on behalf of other features (cards/cardSlots.ts). */
const CARD_SLOTS: CardSlots = { Favorite: FavoriteButton, Configure: ConfigureButton };

export function AppShell() {
  const { display } = useEmbedState();
  // The first pictures the server put into the list's page do not outlive the first screen.
  const { key } = useLocation();
  useEffect(() => {
    if (key !== 'default') removeBootGrid();
  }, [key]);
  return (
    <CardSlotsContext.Provider value={CARD_SLOTS}>
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
        <Toasts />
        <ErrorToast />
        <FavoritesHost />
        <LoginDialogMount />
        <LoginFailureMount />
        <DraftWarning />
        <Suspense fallback={null}>
          <ImportNotice />
        </Suspense>
        <HostBridge />
        <ConsentMount />
      </PageProvider>
    </CardSlotsContext.Provider>
  );
}

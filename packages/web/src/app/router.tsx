/**
 * The routes (spec 01 s.2, spec 02 s.2). Every page is lazy, so each route is its own chunk
 * and the first visit downloads only the page it shows.
 *
 * A declarative BrowserRouter, not a data router (createBrowserRouter): the app loads its
 * data with TanStack Query, and the data router's loaders, actions and fetchers would add
 * about 16 KB gzipped to the first bundle.
 */
import { lazy } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { loadErrorReportsPage } from '../features/admin';
import { loadInsightsPage } from '../features/insights';
import { loadImportPage } from '../features/workspace';
import { AppShell } from './AppShell';

const ModelsPage = lazy(() => import('../features/browse/ModelsPage'));
const MaterialsPage = lazy(() => import('../features/browse/MaterialsPage'));
const BrandListPage = lazy(() => import('../features/brands/BrandListPage'));
const BrandPage = lazy(() => import('../features/brands/BrandPage'));
const FavoritesPage = lazy(() => import('../features/favorites/FavoritesPage'));
const SharedListPage = lazy(() => import('../features/shared-list/SharedListPage'));
const LegalPage = lazy(() => import('./legal/LegalPage'));
const NotFoundPage = lazy(() => import('./NotFoundPage'));
const LoginRedirectPage = lazy(() => import('./login/LoginRedirectPage'));
const OutboxPage = lazy(() => import('../features/outbox/OutboxPage'));
const AccountPage = lazy(() => import('../features/account/AccountPage'));
const ErrorReportsPage = lazy(loadErrorReportsPage);
const InsightsPage = lazy(loadInsightsPage);
const ImportPage = lazy(loadImportPage);

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { path: '/', element: <ModelsPage /> },
      { path: '/materials', element: <MaterialsPage /> },
      { path: '/brands', element: <BrandListPage /> },
      // The brand page routes its tabs itself: '' overview, catalog, collections, families,
      // models, materials.
      { path: '/brands/:brandId/*', element: <BrandPage /> },
      // The overview, and /favorites/{listId}/{kind} (models, materials, families, ...).
      { path: '/favorites/*', element: <FavoritesPage /> },
      // A list shared read-only by its owner: open to anyone holding the link.
      { path: '/shared/:token', element: <SharedListPage /> },
      { path: '/legal-notice', element: <LegalPage page="legalNotice" /> },
      { path: '/terms-of-use', element: <LegalPage page="termsOfUse" /> },
      { path: '/data-privacy', element: <LegalPage page="dataPrivacy" /> },
      // The login provider returns here with code and state (spec 02 s.4).
      { path: '/login-redirect', element: <LoginRedirectPage /> },
      // The user's own account (docs/AUTH.md "Account self-service").
      { path: '/account', element: <AccountPage /> },
      // Brand editors and administrators: catalogue packages in (docs/IMPORT.md).
      { path: '/import', element: <ImportPage /> },
      // Administrators: every mail the server sends (docs/AUTH.md "Mail").
      { path: '/admin/outbox', element: <OutboxPage /> },

      // Administrators: the error reports (docs/PRIVACY.md).
      { path: '/admin/errors', element: <ErrorReportsPage /> },
      // A brand's statistics for its owners; with no brand, administrators' catalogue-wide
      // figures (docs/INSIGHTS.md "The insights page").
      { path: '/insights', element: <InsightsPage /> },
      { path: '/insights/:brandId', element: <InsightsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

function AppRoutes() {
  return useRoutes(routes);
}

/** The router with the app's routes. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

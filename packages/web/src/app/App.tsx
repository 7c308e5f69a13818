/**
 * The providers around every page: query cache, theme, translations (via init), router. A
 * `client` URL parameter outside the four modes gets only its error page (spec 01 s.5).
 */
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { queryClient } from '../api/queryClient';
import { RootErrorBoundary } from '../components/ErrorBoundary';
import { givenClient, loadInvalidClientPage, useEmbedState } from '../embedding';
import { AppRouter } from './router';
import { theme } from './theme';

const InvalidClientPage = lazy(loadInvalidClientPage);

export function App() {
  const { invalidClient } = useEmbedState();
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RootErrorBoundary>
          {invalidClient ? (
            <Suspense fallback={null}>
              <InvalidClientPage client={givenClient()} />
            </Suspense>
          ) : (
            <AppRouter />
          )}
        </RootErrorBoundary>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

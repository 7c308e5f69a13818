import '@fontsource/open-sans/400.css';
import '@fontsource/open-sans/600.css';
import '@fontsource/open-sans/700.css';
import './fontFallback.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { watchChunkErrors } from './components/chunkReload';
import { startDiagnosticsSoon } from './consent';
import { startEmbedding, usesEmbeddingTexts } from './embedding';
import { i18n, initI18n } from './i18n';
import { startSession } from './session';

// Errors nobody caught, reported once the visitor allows Diagnostics (dropped until then).
startDiagnosticsSoon();
// A page opened before a redeploy reloads once when its script chunks are gone.
watchChunkErrors();

// The stored login, before the first request leaves (its token, and drafts in the draft view).
void startSession();

// The server status (spec 02 s.7): a server in maintenance may send the calls elsewhere.
// The first calls go to the start server either way, so its code loads beside the first page;
// the status can move later calls.
import('./api/serverStatus').then(
  ({ startServerStatus }) => startServerStatus(),
  (error: unknown) => console.error('The server status check did not load', error),
);

// Talk to an embedding host from the start: its configuration is then usually in before the
// first page renders.
startEmbedding();

// Render once the UI language's common strings are in (and a client mode's), so no English
// flashes first. As a transition, so React renders the first page in slices and the browser
// stays responsive.
void initI18n()
  .then(() => (usesEmbeddingTexts() ? i18n.loadNamespaces('embedding') : undefined))
  .finally(() => {
    const root = createRoot(document.getElementById('root')!);
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  });

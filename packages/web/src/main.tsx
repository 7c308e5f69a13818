import '@fontsource/open-sans/400.css';
import '@fontsource/open-sans/600.css';
import '@fontsource/open-sans/700.css';
import './fontFallback.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n } from './i18n';
import { startSession } from './session';

// The stored login, before the first request leaves (its token, and drafts in the draft view).
void startSession();
// Render once the UI language's common strings are in, so no English flashes first. As a
// transition, so React renders the first page in slices and the browser stays responsive.
void initI18n().finally(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});

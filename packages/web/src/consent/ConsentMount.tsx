/**
 * Shows the cookie dialog (spec 02 s.2, s.4) while the visitor has yet to decide on a current
 * option, and whenever "Cookie settings" asks for it. It does not interrupt the legal pages
 * (the visitor is reading what the dialog links to), nor wait on a host that may give the
 * consent itself (docs/EMBEDDING.md); a host's consent is final. On a first visit it comes
 * once the page has shown (its code and its work are not in the way of the first results);
 * the dialog's code loads only when it shows. Also starts what needs consent once given
 * (ConsentedServices).
 */
import { useIsFetching } from '@tanstack/react-query';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useEmbedState } from '../embedding';
import { needsDecision } from '../storage/cookieConsent';
import { config } from '../config';
import { useCookieSettingsRequests } from './cookieSettings';
import { useConsentOptions } from './options';
import { useStoredConsent } from './useConsent';

const ConsentDialog = lazy(() => import('./ConsentDialog'));
/** Statistics and Clarity: their code loads only where the operator configured one. */
const ConsentedServices = lazy(() =>
  import('./ConsentedServices').then((m) => ({ default: m.ConsentedServices })),
);
const servicesConfigured = !!config.analytics || !!config.clarity;

/** The longest a first visit's dialog waits for the page to have shown. */
const SHOWN_AT_MOST_MS = 3000;
const QUIET_MS = 400;

/**
 * As a transition: React renders the dialog (its code, the Modal, the switches) in slices
 * instead of one long task while the page may still be settling.
 */
function showDialog(setShown: (shown: boolean) => void) {
  startTransition(() => setShown(true));
}

/**
 * Whether the page has shown: its load event came, its first answers are in (no query has
 * been fetching for QUIET_MS: a page asks in steps, its code between them), and the browser
 * has had an idle moment; at most 3 s after start.
 */
function usePageShown(): boolean {
  const [shown, setShown] = useState(false);
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  const fetching = useIsFetching();
  useEffect(() => {
    const cap = setTimeout(() => showDialog(setShown), SHOWN_AT_MOST_MS);
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => {
      clearTimeout(cap);
      window.removeEventListener('load', onLoad);
    };
  }, []);
  useEffect(() => {
    if (shown || !loaded || fetching > 0) return;
    const show = () => showDialog(setShown);
    let idle: number | undefined;
    const quiet = setTimeout(() => {
      // Safari has no requestIdleCallback.
      if ('requestIdleCallback' in window)
        idle = window.requestIdleCallback(show, { timeout: 1000 });
      else show();
    }, QUIET_MS);
    return () => {
      clearTimeout(quiet);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [shown, loaded, fetching]);
  return shown;
}

/** The pages the dialog's links lead to: reading them is not interrupted. */
const LEGAL_PATHS = new Set(['/legal-notice', '/terms-of-use', '/data-privacy']);

export function ConsentMount() {
  const options = useConsentOptions();
  const stored = useStoredConsent();
  const requests = useCookieSettingsRequests();
  const [closedAt, setClosedAt] = useState(requests);
  const { connected, configured } = useEmbedState();
  const { pathname } = useLocation();
  const shown = usePageShown();

  const undecided = stored?.source !== 'host' && needsDecision(stored, options);
  const asks = undecided && shown && !(connected && !configured) && !LEGAL_PATHS.has(pathname);
  const open = requests !== closedAt || asks;
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);

  return (
    <>
      {servicesConfigured && (
        <Suspense fallback={null}>
          <ConsentedServices />
        </Suspense>
      )}
      {used && (
        <Suspense fallback={null}>
          <ConsentDialog
            // Each opening starts from the stored choices.
            key={requests}
            open={open}
            options={options}
            mustDecide={undecided}
            onClose={() => setClosedAt(requests)}
          />
        </Suspense>
      )}
    </>
  );
}

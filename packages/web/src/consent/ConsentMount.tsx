/**
 * Shows the cookie dialog (spec 02 s.2, s.4) while the visitor has yet to decide on a current
 * option, and whenever "Cookie settings" asks for it. It does not interrupt the legal pages
 * (the visitor is reading what the dialog links to), nor wait on a host that may give the
 * consent itself (docs/EMBEDDING.md); a host's consent is final. The dialog's code loads
 * only when it shows. Also starts what needs consent once given (ConsentedServices).
 */
import { lazy, Suspense, useState } from 'react';
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

/** The pages the dialog's links lead to: reading them is not interrupted. */
const LEGAL_PATHS = new Set(['/legal-notice', '/terms-of-use', '/data-privacy']);

export function ConsentMount() {
  const options = useConsentOptions();
  const stored = useStoredConsent();
  const requests = useCookieSettingsRequests();
  const [closedAt, setClosedAt] = useState(requests);
  const { connected, configured } = useEmbedState();
  const { pathname } = useLocation();

  const undecided = stored?.source !== 'host' && needsDecision(stored, options);
  const asks = undecided && !(connected && !configured) && !LEGAL_PATHS.has(pathname);
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

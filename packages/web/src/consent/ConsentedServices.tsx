/**
 * What the Statistics and Clarity options allow, started only once the visitor allowed them
 * (docs/PRIVACY.md): page views (the path only, no query) through the statistics tracker, to
 * our server or the operator's Matomo (ANALYTICS_URL, ANALYTICS_SITE_ID), and Microsoft
 * Clarity for users of the configured organisations, its code from Microsoft's servers when
 * started, never before. A consent withdrawn after one started reloads the page, so nothing
 * of it keeps running.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { config } from '../config';
import { reportError } from '../report';
import { useSession } from '../session';
import { trackPageView } from '../statistics';
import { clarityApplies } from './options';
import { useConsentGiven } from './useConsent';

export function ConsentedServices() {
  const session = useSession();
  const user = session.status === 'loggedIn' ? session.user : null;
  const statistics = useConsentGiven('statistics');
  const clarity = useConsentGiven('clarity') && clarityApplies(user) && !!config.clarity;
  const { pathname } = useLocation();
  const started = useRef({ statistics: false, clarity: false });

  useEffect(() => {
    if (!statistics) return;
    started.current.statistics = true;
    trackPageView(pathname);
  }, [statistics, pathname]);

  useEffect(() => {
    const settings = config.clarity;
    if (!clarity || !settings) return;
    started.current.clarity = true;
    import('./clarityTag')
      .then(({ startClarity }) => startClarity(settings.projectId))
      .catch((error: unknown) => reportError(error, 'Clarity failed to start'));
  }, [clarity]);

  useEffect(() => {
    const withdrawn =
      (started.current.statistics && !statistics) || (started.current.clarity && !clarity);
    if (withdrawn) location.reload();
  }, [statistics, clarity]);

  return null;
}

/**
 * What the Statistics and Clarity options allow, started only once the visitor allowed them
 * and the operator configured them (docs/PRIVACY.md): Matomo's page views (ANALYTICS_URL,
 * ANALYTICS_SITE_ID; the path only, no query) and Microsoft Clarity for users of the
 * configured organisations. Their code comes from the operator's and Microsoft's servers
 * when started, never before. A consent withdrawn after one started reloads the page, so
 * nothing of it keeps running.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { config } from '../config';
import { reportError } from '../report';
import { useSession } from '../session';
import { clarityApplies } from './options';
import { useConsentGiven } from './useConsent';

export function ConsentedServices() {
  const session = useSession();
  const user = session.status === 'loggedIn' ? session.user : null;
  const statistics = useConsentGiven('statistics') && !!config.analytics;
  const clarity = useConsentGiven('clarity') && clarityApplies(user) && !!config.clarity;
  const { pathname } = useLocation();
  const started = useRef({ statistics: false, clarity: false });

  useEffect(() => {
    const analytics = config.analytics;
    if (!statistics || !analytics) return;
    started.current.statistics = true;
    import('./matomo')
      .then(({ trackPageView }) => trackPageView(analytics, location.origin + pathname))
      .catch((error: unknown) => reportError(error, 'Statistics failed to start'));
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

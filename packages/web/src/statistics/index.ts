/**
 * Statistics (spec 02 s.6, spec 01 s.5; docs/INSIGHTS.md): features report what visitors do
 * here. Nothing happens without the visitor's Statistics consent: no code loads, no request
 * leaves. With it, the tracker (its own chunk, loaded on the first event) sends the events in
 * batches through the Matomo tracking API, to our server or to the operator's Matomo.
 */
import { cookieConsentStore } from '../storage/cookieConsent';
import type { StatisticsEvent } from './events';

export type { StatisticsEvent } from './events';

/** The search the visitor made last: a detail opened after it says which words led there. */
let lastSearch = '';

function send(request: { page?: string; event?: StatisticsEvent; lead?: string }): void {
  if (cookieConsentStore.read()?.statistics !== true) return;
  import('./tracker').then(
    ({ enqueue }) => enqueue(request),
    (error: unknown) => console.error('Statistics did not load', error),
  );
}

/** A page was shown (its path only: the query may hold what someone searched for). */
export const trackPageView = (path: string) => send({ page: path });

export function trackEvent(event: StatisticsEvent): void {
  if (event.action === 'search') lastSearch = event.query;
  send({ event, ...(event.action === 'detail_open' && lastSearch && { lead: lastSearch }) });
}

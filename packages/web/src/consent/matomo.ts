/**
 * Statistics with Matomo (spec 01 s.5: a base URL and a site id), loaded with the visitor's
 * Statistics consent only (ConsentedServices). Page views carry the path, not the query,
 * which may hold what someone searched for.
 */
type Command = unknown[];

declare global {
  interface Window {
    _paq?: Command[];
  }
}

let loaded = false;

export function trackPageView(analytics: { url: string; siteId: string }, url: string): void {
  const queue = (window._paq ??= []);
  if (!loaded) {
    loaded = true;
    queue.push(['setTrackerUrl', `${analytics.url}/matomo.php`], ['setSiteId', analytics.siteId]);
    const script = document.createElement('script');
    script.async = true;
    script.src = `${analytics.url}/matomo.js`;
    document.head.append(script);
  }
  queue.push(['setCustomUrl', url], ['setDocumentTitle', document.title], ['trackPageView']);
}

/**
 * The statistics tracker, loaded only with Statistics consent (index.ts): turns events into
 * requests of the Matomo tracking HTTP API and sends them in batches with sendBeacon, which
 * never delays the page and survives its closing. Target: the operator's Matomo when
 * ANALYTICS_URL and ANALYTICS_SITE_ID are set, else our own server (INSIGHTS_BASE_PATH).
 * No cookie and no visitor id: each request stands alone. The custom dimensions are the ones
 * our server reads (docs/INSIGHTS.md says how to set them up in Matomo).
 */
import { config } from '../config';
import type { StatisticsEvent } from './events';

/** Sent when this many wait, or after a short pause, or when the page is hidden. */
const BATCH = 20;
const PAUSE_MS = 2000;

const queue: string[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

const target = () =>
  config.analytics ?? { url: config.insightsBase, siteId: config.insightsSiteId };

/** In a host's frame or a native host: the client mode every event carries. */
const clientMode = () =>
  window.parent !== window || 'pCatHost' in window ? 'embedded' : 'standalone';

function requestOf(request: { page?: string; event?: StatisticsEvent; lead?: string }): string {
  const params = new URLSearchParams({
    idsite: target().siteId,
    rec: '1',
    apiv: '1',
    url: location.origin + (request.page ?? location.pathname),
    dimension3: clientMode(),
  });
  const event = request.event;
  if (!event) {
    params.set('action_name', document.title);
  } else if (event.action === 'search') {
    params.set('search', event.query);
    params.set('search_cat', event.filters);
    params.set('search_count', String(event.resultCount));
    params.set('dimension4', event.language);
  } else {
    params.set('e_c', 'vitrine');
    params.set('e_a', event.action);
    if (event.action === 'list_download') params.set('e_v', String(event.items));
    else {
      params.set('dimension1', event.itemId);
      if (event.brandId) params.set('dimension2', event.brandId);
      if (event.action === 'download') params.set('e_n', event.format);
    }
    if (request.lead) params.set('dimension5', request.lead);
  }
  return `?${params.toString()}`;
}

function flush(): void {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) {
    const requests = queue.splice(0, BATCH);
    // A string goes as text/plain: no preflight, to our server or another origin alike.
    const body = JSON.stringify({ requests });
    const url = `${target().url}/matomo.php`;
    if (!navigator.sendBeacon(url, body)) {
      void fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(
        () => undefined,
      );
    }
  }
}

export function enqueue(request: { page?: string; event?: StatisticsEvent; lead?: string }) {
  queue.push(requestOf(request));
  if (!listening) {
    listening = true;
    addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush();
    });
  }
  if (queue.length >= BATCH) flush();
  else timer ??= setTimeout(flush, PAUSE_MS);
}

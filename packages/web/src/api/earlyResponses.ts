/**
 * Requests that index.html's inline script (src/boot) starts before the app's scripts have
 * arrived, and their hand-over: postJson takes the response of an early request with the
 * same URL and body instead of asking again. So the first page's data downloads alongside
 * the scripts rather than after them.
 */

interface EarlyRequest {
  url: string;
  body: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __vitrineEarly?: EarlyRequest[];
  }
}

/** Later than this after the page started, an unused early answer is too old to hand over. */
const FRESH_MS = 30_000;

/**
 * Starts a catalogue POST now, for the app to take over (only in the inline script); returns
 * its answer's JSON for the script's own use (undefined when it fails).
 */
export function startEarlyRequest(url: string, body: string): Promise<unknown> {
  const response = fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  // An unused request that fails is nobody's error; the app asks again and reports its own.
  response.catch(() => undefined);
  (window.__vitrineEarly ??= []).push({ url, body, response });
  return response.then((r) => (r.ok ? r.clone().json() : undefined)).catch(() => undefined);
}

/** The response of the early request with this URL and body, once; undefined when none. */
export function takeEarlyResponse(url: string, body: string): Promise<Response> | undefined {
  const early = window.__vitrineEarly;
  if (!early?.length) return undefined;
  if (performance.now() > FRESH_MS) {
    early.length = 0;
    return undefined;
  }
  const index = early.findIndex((request) => request.url === url && request.body === body);
  return index < 0 ? undefined : early.splice(index, 1)[0]!.response;
}

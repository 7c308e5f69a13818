/**
 * The draft view (spec 02 s.2, s.5): ?preview=true asks for it, read once when the page
 * loads (closing the warning reloads the page without it). It needs a login: logged in, the
 * catalogue is asked for drafts (fetch.drafts), and the server shows the drafts of the
 * brands the user owns; logged out, the app shows a permanent warning instead.
 */
import { sessionState } from './state';

const requested =
  typeof location !== 'undefined' && new URLSearchParams(location.search).get('preview') === 'true';

/** Whether the page was opened with ?preview=true. */
export function draftViewRequested(): boolean {
  return requested;
}

/** Whether requests ask for drafts: the draft view was asked for and the visitor is logged in. */
export function draftViewActive(): boolean {
  return requested && sessionState().status === 'loggedIn';
}

/** The request body with fetch.drafts set, when the draft view is active. */
export function withDrafts<T>(body: T): T {
  if (!draftViewActive() || typeof body !== 'object' || body === null) return body;
  const flags = (body as { fetch?: object }).fetch;
  return { ...body, fetch: { ...flags, drafts: true } };
}

/** Leaves the draft view: the same page without preview, loaded afresh. */
export function leaveDraftView(): void {
  const url = new URL(location.href);
  url.searchParams.delete('preview');
  location.replace(url.href);
}

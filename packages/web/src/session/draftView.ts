/**
 * The draft view (spec 02 s.2, s.5, docs/BRANDS.md "Draft view"): a switch in the account
 * menu and on a brand's own page, for users who own a brand and administrators. It is kept
 * in the tab's session storage, so it lasts across navigation and reloads in this tab until
 * switched off; `?preview=true` in the address (a link, an embedding host) still turns it
 * on. It needs a login: logged in, the catalogue is asked for drafts (fetch.drafts), and the
 * server shows the drafts of the brands the user owns; logged out, the app shows a permanent
 * warning instead. Switching tells the listeners (the query cache refetches what shows), and
 * so does a login or logout while it is on (an embedding host's token comes after the first
 * requests: asked without drafts, a draft would stay "not available").
 */
import { useSyncExternalStore } from 'react';
import { sessionState, subscribe, type SessionUser } from './state';

const KEY = 'vitrine.draftView';

function stored(): boolean {
  try {
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false; // storage refused (a sandboxed frame): the address alone decides
  }
}

function store(on: boolean): void {
  try {
    if (on) sessionStorage.setItem(KEY, '1');
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage refused: the switch lasts until the page is left
  }
}

const askedByAddress =
  typeof location !== 'undefined' && new URLSearchParams(location.search).get('preview') === 'true';

// No `typeof sessionStorage` guard: where storage is refused (a frame of another site whose
// browser blocks third-party storage) merely reading the property throws; stored() catches.
let on = askedByAddress || stored();
if (askedByAddress) store(true);

type Listener = () => void;
const listeners = new Set<Listener>();

/** Whether the draft view is on in this tab (asked for; a login is still needed). */
export function draftViewRequested(): boolean {
  return on;
}

/** Whether requests ask for drafts: the draft view is on and the visitor is logged in. */
export function draftViewActive(): boolean {
  return on && sessionState().status === 'loggedIn';
}

/** The request body with fetch.drafts set, when the draft view is active. */
export function withDrafts<T>(body: T): T {
  if (!draftViewActive() || typeof body !== 'object' || body === null) return body;
  const flags = (body as { fetch?: object }).fetch;
  return { ...body, fetch: { ...flags, drafts: true } };
}

/**
 * Switches the draft view on or off for this tab, without a reload. (The switches also take
 * `preview=true` out of the address when switching off, through the router:
 * components/DraftViewSwitch.tsx.)
 */
export function setDraftView(next: boolean): void {
  store(next);
  if (next === on) return;
  on = next;
  notify();
}

function notify(): void {
  active = draftViewActive();
  for (const listener of listeners) listener();
}

/** Whether requests asked for drafts at the last notice. */
let active = draftViewActive();
subscribe(() => {
  if (draftViewActive() !== active) notify();
});

/** Calls the listener whenever the draft view is switched; returns the unsubscribe. */
export function onDraftViewChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The draft view's switch state, re-rendering when it changes. */
export function useDraftView(): boolean {
  return useSyncExternalStore(onDraftViewChange, draftViewRequested, draftViewRequested);
}

/**
 * Whether the user may use the draft view at all: they own a brand, or administer the
 * catalogue. (The server decides what they see in it; this only offers the switch.)
 */
export function mayUseDraftView(user: SessionUser | null | undefined): boolean {
  return !!user && (user.admin === true || user.owner_ids.length > 0);
}

/** Whether the user owns this brand (or administers the catalogue): its page offers the switch. */
export function mayPreviewBrand(user: SessionUser | null | undefined, brandId: string): boolean {
  return !!user && (user.admin === true || user.owner_ids.includes(brandId));
}

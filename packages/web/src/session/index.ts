/**
 * The visitor's session: logged out, logged in through the login provider (authorization
 * code + PKCE, spec 02 s.4), or given a token by the embedding host (pCat.updateUserAccessToken,
 * spec 01 s.7). The one place the web app asks "who is this and which token do I send".
 *
 * This file is the session's public face; features import only from here. The login flow
 * (oauth4webapi), token storage and refresh (5-minute margin), afterLoginAction and the
 * account data live in the files beside it.
 */
import { useSyncExternalStore } from 'react';

/** The logged-in user as the account endpoints describe them (docs/AUTH.md). */
export interface SessionUser {
  uuid: string;
  first_name: string;
  last_name: string;
  email: string;
  organization?: { name: string; organization_number?: string };
  /** Brands (owner ids) the user may edit: their drafts are visible in the draft view. */
  owner_ids: readonly string[];
}

export type SessionState =
  | { status: 'anonymous' }
  | { status: 'loggedIn'; user: SessionUser | null; source: 'login' | 'host' };

/**
 * A pending action resumed after the login round trip (spec 02 s.4 afterLoginAction,
 * kept in local storage as a list of { action, payload }).
 */
export interface AfterLoginAction {
  action: 'addFavorite' | 'contact' | string;
  payload: unknown;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let state: SessionState = { status: 'anonymous' };

/** Replaces the session state and tells every subscriber (used by the login and host code). */
export function setSessionState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function sessionState(): SessionState {
  return state;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session, re-rendering on login, logout and host token changes. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, sessionState, sessionState);
}

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
  /** The account's preferred language (our provider; external issuers may not say). */
  language?: string;
  /** An administrator of this catalogue (ADMIN_EMAILS): the outbox page is theirs. */
  admin?: boolean;
}

export type SessionState =
  | { status: 'anonymous' }
  | { status: 'loggedIn'; user: SessionUser | null; source: 'login' | 'host' };

/**
 * A pending action resumed after the login round trip (spec 02 s.4 afterLoginAction,
 * kept in local storage as a list of { action, payload }).
 */
export interface AfterLoginAction {
  action: 'addFavorite' | 'contact' | (string & {});
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

/** Calls the listener on every change of the session; returns the unsubscribe. */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session, re-rendering on login, logout and host token changes. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, sessionState, sessionState);
}

// --- Tokens -------------------------------------------------------------------------------
// The host-token path is complete here; the login provider's path (tokens.ts, login.ts:
// oauth4webapi, storage, refresh with the 5-minute margin) plugs into `tokenSource`.

/** Where the current token comes from; replaced by the login code at start. */
export interface TokenSource {
  /** A valid access token (refreshed if it expires within 5 minutes), or null. */
  accessToken(): Promise<string | null>;
  /** The token was refused (401 _401_pconlogin_invalid): a new one, or null (logged out). */
  renew(): Promise<string | null>;
}

const noToken: TokenSource = {
  accessToken: () => Promise.resolve(null),
  renew: () => Promise.resolve(null),
};
let loginTokens: TokenSource = noToken;
let hostTokens: TokenSource | null = null;
/** How many tokens the host has given: each starts a host session of its own. */
let hostTokensGiven = 0;

/** The login code registers its token source (once, at start). */
export function setLoginTokenSource(source: TokenSource): void {
  loginTokens = source;
}

/**
 * The embedding host supplies a token (pCat.updateUserAccessToken); `renew` asks the host for
 * a new one (pCatHost.invalidUserAccessToken). null gives the session back to the login code.
 * While a host token is set, login and logout are not offered (spec 02 s.1).
 */
export function setHostToken(token: string | null, renew?: () => Promise<string | null>): void {
  if (token === null) {
    hostTokens = null;
    setSessionState({ status: 'anonymous' });
    return;
  }
  let current = token;
  hostTokensGiven += 1;
  hostTokens = {
    accessToken: () => Promise.resolve(current),
    renew: async () => {
      const next = renew ? await renew() : null;
      if (next) current = next;
      return next;
    },
  };
  setSessionState({ status: 'loggedIn', user: null, source: 'host' });
}

/** The token to send with a request to our services, or null when anonymous. */
export function accessToken(): Promise<string | null> {
  return (hostTokens ?? loginTokens).accessToken();
}

/** After a 401 _401_pconlogin_invalid: a new token to retry with, or null. */
export function renewAccessToken(): Promise<string | null> {
  return (hostTokens ?? loginTokens).renew();
}

/**
 * Which host session this is: a number that changes with each token the host gives, and not
 * when the account behind the token becomes known (the session's user goes from null to the
 * user, yet it is the same login).
 */
export function hostSession(): number {
  return hostTokensGiven;
}

/** Whether the host supplied the token (the account menu hides login and logout). */
export function hostSuppliedToken(): boolean {
  return hostTokens !== null;
}

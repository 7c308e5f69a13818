/**
 * The login round trip (spec 02 s.4) and the session's start: restore stored tokens at page
 * load, send the visitor to the provider (PKCE values and the page to come back to kept in
 * local storage key loginPkce), take the code on the redirect page, log out at the provider.
 */
import { config } from '../config';
import { reportError } from '../report';
import { readAccount } from './account';
import { keepPending, resumePending } from './afterLogin';
import { LOGIN_ERRORS } from './loginErrors';
import { setLoginFailure } from './loginFailure';
import { loginTokenSource, type LoginTokenSource } from './loginTokens';
import type { PkceValues } from './oauth';
import { LOGIN_REDIRECT_PATH, safeReturnPath } from './returnPath';
import {
  hostSuppliedToken,
  sessionState,
  setHostToken,
  setLoginTokenSource,
  setSessionState,
  type AfterLoginAction,
} from './state';
import { tokensOf, tokenStore } from './tokens';

export const LOGIN_PKCE_KEY = 'loginPkce';

interface PendingLogin extends PkceValues {
  returnTo: string;
}

/** oauth4webapi and the flow, in their own chunk. */
const flow = () => import('./oauth');

let source: LoginTokenSource | null = null;
/** Set once the page is on its way to the provider: later calls do not start another flow. */
let leaving = false;

const redirectUri = () => new URL(LOGIN_REDIRECT_PATH, location.origin).href;

/** Reads and removes the stored PKCE values: they work for one exchange only. */
function takePending(): PendingLogin | null {
  try {
    const raw = localStorage.getItem(LOGIN_PKCE_KEY);
    localStorage.removeItem(LOGIN_PKCE_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<PendingLogin>) : null;
    return typeof value?.verifier === 'string' && typeof value.state === 'string'
      ? { verifier: value.verifier, state: value.state, returnTo: String(value.returnTo) }
      : null;
  } catch {
    return null;
  }
}

/** Reads the account with `token` and marks the visitor logged in; logged out when it fails. */
async function loadAccount(token: string): Promise<void> {
  setSessionState({ status: 'loggedIn', user: null, source: 'login' });
  try {
    const user = await readAccount(config.login!.issuer, token);
    if (!hostSuppliedToken()) setSessionState({ status: 'loggedIn', user, source: 'login' });
  } catch (error) {
    console.error('Login check failed; logged out', error);
    source?.clear();
  }
}

/**
 * The embedding host's token (pCat.updateUserAccessToken; '' logs the host's user out).
 * The user is logged in at once; their account is read with the token when it is one of the
 * login provider's, so favourites and the contact form know who they are. A token the
 * provider does not know still goes with API calls (the services decide).
 */
export function takeHostToken(token: string, renew: () => Promise<string | null>): void {
  if (token === '') return setHostToken(null);
  setHostToken(token, renew);
  const settings = config.login;
  if (!settings) return;
  readAccount(settings.issuer, token).then(
    (user) => {
      const now = sessionState();
      if (now.status === 'loggedIn' && now.source === 'host' && now.user === null)
        setSessionState({ status: 'loggedIn', user, source: 'host' });
    },
    (error: unknown) =>
      console.warn("The host's token is not the login provider's; no account data", error),
  );
}

/** At page load (before the first render): the login token source, and the stored login. */
export async function startSession(): Promise<void> {
  const settings = config.login;
  if (!settings) return;
  source = loginTokenSource(
    async (refreshToken) => (await flow()).refreshTokens(settings, refreshToken),
    () => {
      if (!hostSuppliedToken()) setSessionState({ status: 'anonymous' });
    },
  );
  setLoginTokenSource(source);
  if (location.pathname === LOGIN_REDIRECT_PATH) return; // completeLogin takes over
  if (!tokenStore.read()) return;
  // Logged in from the first render on (the first requests carry the token and, in the
  // draft view, ask for drafts); the account data follows.
  setSessionState({ status: 'loggedIn', user: null, source: 'login' });
  const token = await source.accessToken();
  if (token && !hostSuppliedToken()) await loadAccount(token);
  resumePending(); // back from the provider: the actions kept before leaving
}

/** Whether logging in is offered (a provider is configured and no host supplied a token). */
export function loginAvailable(): boolean {
  return config.login !== undefined && !hostSuppliedToken();
}

/**
 * Sends the visitor to the provider; `action` resumes after the round trip. When the provider
 * cannot be reached, the visitor is told with the spec's 'Request failed' (useLoginFailure)
 * and stays on the page; this never rejects.
 */
export async function login(action?: AfterLoginAction): Promise<void> {
  const settings = config.login;
  if (!settings || hostSuppliedToken() || leaving) return;
  leaving = true;
  setLoginFailure(null);
  if (action) keepPending(action);
  let url: URL;
  let pkce: PkceValues;
  try {
    const oauth = await flow();
    const language = document.documentElement.lang || 'en';
    ({ url, pkce } = await oauth.authorizationUrl(settings, redirectUri(), language));
  } catch (error) {
    leaving = false;
    reportError(error, 'The login provider cannot be reached');
    setLoginFailure(LOGIN_ERRORS.requestFailed);
    return;
  }
  const returnTo = `${location.pathname}${location.search}${location.hash}`;
  localStorage.setItem(LOGIN_PKCE_KEY, JSON.stringify({ ...pkce, returnTo }));
  location.assign(url.href);
}

/**
 * On the redirect page: exchanges the code (spec error texts when the answer is incomplete
 * or foreign), keeps the tokens and loads the account. Returns the page to go back to.
 */
export async function completeLogin(callback: URL): Promise<string> {
  const pending = takePending();
  const { exchangeCode } = await flow();
  const answer = await exchangeCode(config.login!, callback, pending, redirectUri());
  source!.store(tokensOf(answer));
  await loadAccount(answer.access_token);
  return safeReturnPath(pending?.returnTo, location.origin);
}

/** Reads the account anew (the account page changed its name, language or address). */
export async function refreshAccount(): Promise<void> {
  const settings = config.login;
  const now = sessionState();
  if (!settings || now.status !== 'loggedIn' || !source) return;
  const token = await source.accessToken();
  if (!token) return;
  const user = await readAccount(settings.issuer, token);
  const then = sessionState();
  if (then.status === 'loggedIn' && then.source === now.source) setSessionState({ ...then, user });
}

/**
 * Forgets the session here without asking the provider (the account was deleted: the
 * provider's session went with it).
 */
export function forgetSession(): void {
  if (hostSuppliedToken()) return;
  source?.clear();
  setSessionState({ status: 'anonymous' });
}

/** Ends the session here and at the provider, which returns to this page (spec 02 s.4). */
export function logout(): void {
  const settings = config.login;
  if (!settings || hostSuppliedToken() || sessionState().status !== 'loggedIn') return;
  source?.clear();
  const next = new URLSearchParams({ next: location.href, client_id: settings.clientId });
  location.assign(`${settings.issuer}/logout?${next.toString()}`);
}

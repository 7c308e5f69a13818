/**
 * The OAuth side of the login (spec 02 s.7), all through oauth4webapi: discovery from the
 * runtime settings' issuer, the authorization URL (code + PKCE S256 + state), the code
 * exchange and the refresh grant. The spec's error texts (s.8) are thrown here, checked
 * before oauth4webapi's own checks so the visitor-facing reason is the spec's. Loaded on
 * first use (login, redirect page, refresh), so the first page does not carry it.
 */
import * as oauth from 'oauth4webapi';
import { LOGIN_ERRORS } from './loginErrors';

export interface LoginSettings {
  issuer: string;
  clientId: string;
}

/** Spec 01 s.9: the client's scope (our provider issues a refresh token with it). */
export const LOGIN_SCOPE = 'query_account';

/** What must survive the round trip to the provider (kept until the code is exchanged). */
export interface PkceValues {
  verifier: string;
  state: string;
}

/** A plain-http issuer is allowed only when it is one (local development and tests). */
const httpOptions = (issuer: URL) => ({
  [oauth.allowInsecureRequests]: issuer.protocol === 'http:',
});

const discovered = new Map<string, Promise<oauth.AuthorizationServer>>();

/** A request that did not reach the provider, or its answer was unusable: 'Request failed'. */
const requestFailed = (cause: unknown) => new Error(LOGIN_ERRORS.requestFailed, { cause });

/** The provider's metadata, read once per page. */
export function discover(settings: LoginSettings): Promise<oauth.AuthorizationServer> {
  let found = discovered.get(settings.issuer);
  if (!found) {
    const issuer = new URL(settings.issuer);
    found = oauth
      .discoveryRequest(issuer, { ...httpOptions(issuer), algorithm: 'oidc' })
      .then((response) => oauth.processDiscoveryResponse(issuer, response))
      .catch((cause: unknown) => {
        throw requestFailed(cause);
      });
    found.catch(() => discovered.delete(settings.issuer));
    discovered.set(settings.issuer, found);
  }
  return found;
}

/** Fresh PKCE values and the authorization URL that carries their challenge. */
export async function authorizationUrl(
  settings: LoginSettings,
  redirectUri: string,
  language: string,
): Promise<{ url: URL; pkce: PkceValues }> {
  const as = await discover(settings);
  const pkce = { verifier: oauth.generateRandomCodeVerifier(), state: oauth.generateRandomState() };
  const url = new URL(as.authorization_endpoint!);
  const params = {
    response_type: 'code',
    client_id: settings.clientId,
    redirect_uri: redirectUri,
    scope: LOGIN_SCOPE,
    state: pkce.state,
    code_challenge: await oauth.calculatePKCECodeChallenge(pkce.verifier),
    code_challenge_method: 'S256',
    ui_locales: language,
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return { url, pkce };
}

/**
 * Checks the provider's answer on the redirect page against the stored values (spec 02 s.5:
 * code and state present, state matching, PKCE values stored) and returns its parameters.
 */
export function checkedCallback(callback: URL, pkce: PkceValues | null): URLSearchParams {
  if (!pkce) throw new Error(LOGIN_ERRORS.noPkce);
  const error = callback.searchParams.get('error');
  if (!callback.searchParams.get('code') && !error) throw new Error(LOGIN_ERRORS.noCode);
  const state = callback.searchParams.get('state');
  if (!state) throw new Error(LOGIN_ERRORS.noState);
  if (state !== pkce.state) throw new Error(LOGIN_ERRORS.mismatchingState);
  if (error) throw new Error(`${error}: ${callback.searchParams.get('error_description') ?? ''}`);
  return callback.searchParams;
}

/** Throws the spec's 'Request failed' for a token answer with status 400 or above. */
function checkStatus(response: Response): Response {
  if (response.status >= 400) throw new Error(LOGIN_ERRORS.requestFailed);
  return response;
}

/** Exchanges the code of a checked callback for tokens. */
export async function exchangeCode(
  settings: LoginSettings,
  callback: URL,
  pkce: PkceValues | null,
  redirectUri: string,
): Promise<oauth.TokenEndpointResponse> {
  const params = checkedCallback(callback, pkce);
  const as = await discover(settings);
  const client = { client_id: settings.clientId };
  const validated = oauth.validateAuthResponse(as, client, params, pkce!.state);
  const response = await oauth
    .authorizationCodeGrantRequest(
      as,
      client,
      oauth.None(),
      validated,
      redirectUri,
      pkce!.verifier,
      httpOptions(new URL(settings.issuer)),
    )
    .catch((cause: unknown) => {
      throw requestFailed(cause);
    });
  return oauth.processAuthorizationCodeResponse(as, client, checkStatus(response));
}

/** A refresh grant: new tokens (the refresh token rotates). */
export async function refreshTokens(
  settings: LoginSettings,
  refreshToken: string,
): Promise<oauth.TokenEndpointResponse> {
  const as = await discover(settings);
  const client = { client_id: settings.clientId };
  const response = await oauth.refreshTokenGrantRequest(
    as,
    client,
    oauth.None(),
    refreshToken,
    httpOptions(new URL(settings.issuer)),
  );
  return oauth.processRefreshTokenResponse(as, client, checkStatus(response));
}

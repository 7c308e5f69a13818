/**
 * The visitor's session: logged out, logged in through the login provider (authorization
 * code + PKCE, spec 02 s.4), or given a token by the embedding host (pCat.updateUserAccessToken,
 * spec 01 s.7). The one place the web app asks "who is this and which token do I send".
 *
 * This file is the session's public face; features import only from here. Beside it: the
 * state and token sources (state.ts), the login flow with oauth4webapi (oauth.ts, login.ts),
 * token storage and refresh with the 5-minute margin (tokens.ts, loginTokens.ts),
 * afterLoginAction (afterLogin.ts), the login dialog's request (loginRequest.ts), the
 * account data (account.ts) and the draft view (draftView.ts). docs/AUTH.md "Web app".
 */
export {
  accessToken,
  hostSession,
  hostSuppliedToken,
  renewAccessToken,
  sessionState,
  setHostToken,
  setLoginTokenSource,
  setSessionState,
  useSession,
  type AfterLoginAction,
  type SessionState,
  type SessionUser,
  type TokenSource,
} from './state';
export { onAfterLoginAction } from './afterLogin';
export {
  completeLogin,
  forgetSession,
  login,
  loginAvailable,
  logout,
  refreshAccount,
  startSession,
  takeHostToken,
} from './login';
export { LOGIN_ERRORS } from './loginErrors';
export { setLoginFailure, useLoginFailure } from './loginFailure';
export {
  answerLoginRequest,
  requestLogin,
  useLoginRequest,
  type LoginReason,
  type LoginRequest,
} from './loginRequest';
export { LOGIN_REDIRECT_PATH } from './returnPath';
export {
  draftViewActive,
  draftViewRequested,
  mayPreviewBrand,
  mayUseDraftView,
  onDraftViewChange,
  setDraftView,
  useDraftView,
  withDrafts,
} from './draftView';
export { providerName } from './provider';

/** Spec 02 s.8 login errors, as the login flow (oauth.ts) throws them. */
export const LOGIN_ERRORS = {
  noPkce: 'No PKCE values available',
  noCode: 'No code in server response',
  noState: 'No state in server response',
  mismatchingState: 'Mismatching state in server response',
  requestFailed: 'Request failed',
} as const;

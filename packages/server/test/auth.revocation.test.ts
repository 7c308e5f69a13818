/**
 * A grant that ends takes its access tokens with it: after a reused refresh token or
 * revoke_token (which accepts access tokens) the services refuse the grant's access tokens
 * although they have not expired, and other grants are untouched. The tokens live their
 * default hour here, so a refusal is the deny-list's, never an expiry on a slow machine.
 */
import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { obtainTokens, startAuthServer, type AuthServer } from './auth-harness';
import { STORE_KINDS } from './stores';

const CLIENT: oauth.Client = { client_id: 'vitrine-catalogue' };
const insecure = { [oauth.allowInsecureRequests]: true };
const PASSWORD = 'correct horse battery staple';

describe.each(STORE_KINDS)('ended grants on $name', (kind) => {
  let server: AuthServer;
  let as: oauth.AuthorizationServer;
  beforeAll(async () => {
    server = await startAuthServer(kind);
    const issuer = new URL(`${server.url}/auth`);
    as = await oauth.processDiscoveryResponse(
      issuer,
      await oauth.discoveryRequest(issuer, insecure),
    );
    await server.addUser('ada@example.com', PASSWORD);
  }, 120_000);
  afterAll(async () => server?.close());

  const tokens = () => obtainTokens(server, 'ada@example.com', PASSWORD);
  /** What the services answer to a request with this access token. */
  const meWith = async (accessToken: string) =>
    (
      await fetch(`${server.url}/auth/account/user`, {
        headers: { authorization: `Bearer ${accessToken}` },
      })
    ).status;
  const refresh = (token: string) =>
    oauth
      .refreshTokenGrantRequest(as, CLIENT, oauth.None(), token, insecure)
      .then((r) => oauth.processRefreshTokenResponse(as, CLIENT, r));
  const bodyError = (promise: Promise<unknown>) =>
    promise.then(
      () => 'no error',
      (error: unknown) => (error instanceof oauth.ResponseBodyError ? error.error : String(error)),
    );

  it('refuses the access tokens of a grant a reused refresh token ended', async () => {
    const first = await tokens();
    const refreshed = await refresh(first.refresh_token!);
    expect(await meWith(first.access_token)).toBe(200);
    expect(await meWith(refreshed.access_token)).toBe(200);
    expect(await bodyError(refresh(first.refresh_token!))).toBe('invalid_grant');
    expect(await meWith(first.access_token)).toBe(401);
    expect(await meWith(refreshed.access_token)).toBe(401);
  });

  it('revokes an access token: it and its grant end, and the answer tells nothing of a token', async () => {
    const result = await tokens();
    const other = await tokens(); // another grant of the same user is not touched
    const revoke = (token: string) =>
      oauth
        .revocationRequest(as, CLIENT, oauth.None(), token, {
          ...insecure,
          additionalParameters: { token_type_hint: 'access_token' },
        })
        .then((r) => oauth.processRevocationResponse(r));
    await revoke(result.access_token);
    expect(await meWith(result.access_token)).toBe(401);
    expect(await bodyError(refresh(result.refresh_token!))).toBe('invalid_grant');
    expect(await meWith(other.access_token)).toBe(200);
    // A forged or unknown token gets the same empty 200 and ends nothing.
    await revoke(`${other.access_token.slice(0, -4)}AAAA`);
    await revoke('not-a-token');
    expect(await meWith(other.access_token)).toBe(200);
  });
});

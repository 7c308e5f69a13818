/**
 * revoke_token for our access tokens (RFC 7009). oidc-provider refuses JWT access tokens there
 * (`unsupported_token_type`: it keeps no row for them); this middleware runs around the
 * provider's revocation endpoint and, when that is the refusal, takes over with the parameters
 * and the client the provider has already checked: a token of ours issued to that client ends
 * its whole grant (access tokens on the deny-list, the refresh token gone). As the RFC asks,
 * the answer is 200 whether or not the token was valid, so it tells nothing about the token.
 */
import { createLocalJWKSet, jwtVerify, type JWK, type JWTPayload } from 'jose';
import type { KoaContextWithOIDC } from 'oidc-provider';

export interface AccessTokenRevocationOptions {
  issuer: string;
  /** The audience of our access tokens. */
  resource: string;
  publicKeys(): JWK[];
  endGrant(grantId: string): Promise<void>;
}

export function accessTokenRevocation(options: AccessTokenRevocationOptions) {
  async function ours(token: string): Promise<JWTPayload | null> {
    try {
      const { payload } = await jwtVerify(
        token,
        createLocalJWKSet({ keys: options.publicKeys() }),
        {
          issuer: options.issuer,
          audience: options.resource,
        },
      );
      return payload;
    } catch {
      return null; // expired, foreign or malformed: nothing to revoke
    }
  }

  return async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    await next();
    if (ctx.oidc?.route !== 'revocation' || ctx.status !== 400) return;
    if ((ctx.body as { error?: unknown } | undefined)?.error !== 'unsupported_token_type') return;
    const token = ctx.oidc.params?.token;
    const client = ctx.oidc.client;
    if (typeof token !== 'string' || !client) return;
    const payload = await ours(token);
    if (payload?.client_id === client.clientId && typeof payload.gid === 'string')
      await options.endGrant(payload.gid);
    ctx.status = 200;
    ctx.body = '';
  };
}

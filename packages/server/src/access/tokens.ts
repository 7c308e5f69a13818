/**
 * Login token checks: a JWT access token verified locally with jose against the issuer's
 * public keys (ours from the database, an external issuer's from its discovery document and
 * JWKS, both kept in memory). A verified token is remembered until it expires and the owned
 * brands of a user for 30 s, so a request with a valid token costs no database query (the
 * deny-list of ended grants, `grantEnded`, reads its table at most every few seconds).
 */
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  jwtVerify,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import type { Caller } from './caller';

export interface TokenVerifierOptions {
  issuer: string;
  /** Required audience (our own tokens); external issuers' audiences are not checked. */
  audience?: string;
  /** Our own keys: the public JWKs and a way to reload them (a key rotated by another process). */
  localKeys?: { current(): JWK[]; reload(): Promise<void> };
  /** Brands a user owns, by subject and e-mail. */
  ownerIdsOf(sub: string, email: string | undefined): Promise<string[]>;
  adminEmails: readonly string[];
  /**
   * Whether the grant a token names (claim `gid`) has ended (logout, revocation): our own
   * tokens are then refused before they expire. External issuers' tokens name none.
   */
  grantEnded?(grantId: string): Promise<boolean>;
}

export type VerifiedCaller = Omit<Caller, 'apiSight' | 'tokenSource'>;

const OWNERS_TTL_MS = 30_000;
const MAX_CACHED = 10_000;
const RELOAD_EVERY_MS = 30_000;

export class InvalidToken extends Error {}

export function createTokenVerifier(options: TokenVerifierOptions) {
  const verified = new Map<
    string,
    { caller: VerifiedCaller; expiresAt: number; grantId: string | undefined }
  >();
  const owners = new Map<string, { ids: string[]; until: number }>();
  let keyGetter: Promise<JWTVerifyGetKey> | undefined;
  let lastReload = 0;

  async function externalKeys(): Promise<JWTVerifyGetKey> {
    const response = await fetch(`${options.issuer}/.well-known/openid-configuration`);
    if (!response.ok) throw new Error(`discovery answered ${response.status}`);
    const { jwks_uri: uri } = (await response.json()) as { jwks_uri?: string };
    if (!uri) throw new Error('discovery document has no jwks_uri');
    return createRemoteJWKSet(new URL(uri));
  }

  function localGetter(): JWTVerifyGetKey {
    const local = options.localKeys!;
    let set = createLocalJWKSet({ keys: local.current() });
    return async (header, token) => {
      try {
        return await set(header, token);
      } catch (error) {
        if (
          !(error instanceof errors.JWKSNoMatchingKey) ||
          Date.now() - lastReload < RELOAD_EVERY_MS
        )
          throw error;
        lastReload = Date.now();
        await local.reload();
        set = createLocalJWKSet({ keys: local.current() });
        return set(header, token);
      }
    };
  }

  function keys() {
    keyGetter ??= options.localKeys ? Promise.resolve(localGetter()) : externalKeys();
    keyGetter.catch(() => (keyGetter = undefined)); // try discovery again on the next token
    return keyGetter;
  }

  async function ownerIds(sub: string, email: string | undefined) {
    const key = `${sub}\n${email ?? ''}`;
    const hit = owners.get(key);
    if (hit && hit.until > Date.now()) return hit.ids;
    const ids = await options.ownerIdsOf(sub, email);
    if (owners.size >= MAX_CACHED) owners.clear();
    owners.set(key, { ids, until: Date.now() + OWNERS_TTL_MS });
    return ids;
  }

  async function check(token: string): Promise<{ payload: JWTPayload; caller: VerifiedCaller }> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, await keys(), {
        issuer: options.issuer,
        ...(options.audience ? { audience: options.audience } : {}),
        algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'],
      }));
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError)
        throw new InvalidToken(error.message);
      throw error;
    }
    if (typeof payload.exp !== 'number') throw new InvalidToken('token without expiry');
    const sub = payload.sub;
    if (!sub) return { payload, caller: { loggedIn: false, ownerIds: [], admin: false } };
    const email = typeof payload.email === 'string' ? payload.email : undefined;
    return {
      payload,
      caller: {
        loggedIn: true,
        userId: sub,
        ...(email ? { email } : {}),
        ownerIds: await ownerIds(sub, email),
        admin: !!email && options.adminEmails.includes(email.toLowerCase()),
      },
    };
  }

  async function refuseEnded(grantId: string | undefined) {
    if (grantId && options.grantEnded && (await options.grantEnded(grantId)))
      throw new InvalidToken('the grant of this token has ended');
  }

  return {
    /** The caller a token names; throws InvalidToken when it is not valid (now). */
    async verify(token: string): Promise<VerifiedCaller> {
      const now = Date.now();
      const hit = verified.get(token);
      if (hit) {
        if (hit.expiresAt <= now) {
          verified.delete(token);
          throw new InvalidToken('token expired');
        }
        await refuseEnded(hit.grantId);
        if (!hit.caller.userId) return hit.caller;
        const ids = owners.get(`${hit.caller.userId}\n${hit.caller.email ?? ''}`);
        if (ids && ids.until > now) return { ...hit.caller, ownerIds: ids.ids };
      }
      const { payload, caller } = await check(token);
      const grantId = typeof payload.gid === 'string' ? payload.gid : undefined;
      await refuseEnded(grantId);
      if (verified.size >= MAX_CACHED) verified.clear();
      verified.set(token, { caller, expiresAt: payload.exp! * 1000, grantId });
      return caller;
    },
    /** Forgets remembered ownership (after a grant or revocation of brand ownership). */
    forgetOwners() {
      owners.clear();
    },
  };
}

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;

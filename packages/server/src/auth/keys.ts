/**
 * The provider's signing keys and cookie secrets, kept in the database so that every process
 * signs and checks alike and a restart keeps sessions and tokens valid. Generated at first
 * start; `rotateSigningKey` adds a new signing key (it signs from the next start on) and
 * retires all but the previous one, which still verifies tokens issued before.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Sql, Store } from '../store';

/** Serialises key generation when several processes start together. */
const KEY_LOCK = 748_201_116;
export const SIGNING_ALG = 'RS256';

export interface KeySet {
  /** Private signing keys, newest first (the first one signs). */
  signing: JWK[];
  /** Public halves of the signing keys, for token checks and the JWKS document. */
  public: JWK[];
  /** Secrets for the provider's signed cookies, newest first. */
  cookieKeys: string[];
}

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, {
    extractable: true,
    modulusLength: 2048,
  });
  return { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: SIGNING_ALG, use: 'sig' };
}

async function insert(sql: Sql, use: string, jwk: JWK) {
  await sql.query('INSERT INTO auth_keys (kid, use, jwk) VALUES ($1, $2, $3)', [
    jwk.kid,
    use,
    JSON.stringify(jwk),
  ]);
}

/** The public half of an RSA private JWK. */
export function publicJwk({ kty, n, e, kid, alg, use }: JWK): JWK {
  return { kty, n, e, kid, alg, use };
}

/** Loads the keys, generating them on first start. */
export async function loadKeys(store: Store): Promise<KeySet> {
  return store.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [KEY_LOCK]);
    const rows = async () =>
      tx.query<{ use: string; jwk: JWK }>(
        `SELECT use, jwk FROM auth_keys WHERE retired_at IS NULL ORDER BY created_at DESC, kid`,
      );
    let found = await rows();
    if (!found.some((r) => r.use === 'sig')) await insert(tx, 'sig', await newSigningKey());
    if (!found.some((r) => r.use === 'cookie')) {
      await insert(tx, 'cookie', { kid: randomUUID(), k: randomBytes(32).toString('base64url') });
    }
    found = await rows();
    const signing = found.filter((r) => r.use === 'sig').map((r) => r.jwk);
    return {
      signing,
      public: signing.map(publicJwk),
      cookieKeys: found.filter((r) => r.use === 'cookie').map((r) => r.jwk.k!),
    };
  });
}

/** Adds a new signing key and retires all but the one it replaces. Returns the new kid. */
export async function rotateSigningKey(store: Store): Promise<string> {
  const jwk = await newSigningKey();
  await store.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [KEY_LOCK]);
    await tx.query(
      `UPDATE auth_keys SET retired_at = now()
        WHERE use = 'sig' AND retired_at IS NULL
          AND kid <> (SELECT kid FROM auth_keys WHERE use = 'sig' AND retired_at IS NULL
                       ORDER BY created_at DESC, kid LIMIT 1)`,
    );
    await insert(tx, 'sig', jwk);
  });
  return jwk.kid!;
}

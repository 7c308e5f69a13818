/**
 * The public access token (spec 02 s.3, s.4, s.7): a token with no user, from the login
 * provider's GET ext_auth/public_user_token, that lets visitors read product information.
 * Kept in local storage with its expiry and used until 80 % of its lifetime has passed
 * (spec 02 s.9), so a visitor fetches one per 48 minutes at most, whatever tabs they open.
 */
import { config } from '../config';
import { fetchJson } from './client';

export const PUBLIC_TOKEN_KEY = 'publicAccessToken';
/** Spec 02 s.9: a public token is stored for 80 % of its lifetime. */
export const PUBLIC_TOKEN_LIFETIME_SHARE = 0.8;

interface StoredToken {
  access_token: string;
  /** Epoch ms after which the token is fetched again. */
  expiry: number;
}

export interface PublicTokenDeps {
  /** Local storage, or anything like it (tests); a storage that throws is treated as empty. */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
  /** GET ext_auth/public_user_token: the token and its lifetime in seconds. */
  fetchToken(): Promise<{ access_token: string; expires_in: number }>;
  now(): number;
}

export function createPublicTokens(deps: PublicTokenDeps) {
  let pending: Promise<string> | null = null;

  function stored(): StoredToken | null {
    try {
      const raw = deps.storage?.getItem(PUBLIC_TOKEN_KEY);
      const value = raw ? (JSON.parse(raw) as Partial<StoredToken>) : null;
      if (typeof value?.access_token !== 'string' || typeof value.expiry !== 'number') return null;
      return value as StoredToken;
    } catch {
      return null; // unreadable or hand-edited: fetch a new one
    }
  }

  async function fetchAndStore(): Promise<string> {
    const answer = await deps.fetchToken();
    const lifetimeMs = Math.max(0, answer.expires_in) * 1000;
    const value: StoredToken = {
      access_token: answer.access_token,
      expiry: deps.now() + lifetimeMs * PUBLIC_TOKEN_LIFETIME_SHARE,
    };
    try {
      deps.storage?.setItem(PUBLIC_TOKEN_KEY, JSON.stringify(value));
    } catch {
      // Full or disabled storage: the token still serves this page.
    }
    return value.access_token;
  }

  return {
    /** A public token that has lived less than 80 % of its lifetime; one fetch at a time. */
    async token(): Promise<string> {
      const cached = stored();
      if (cached && cached.expiry > deps.now()) return cached.access_token;
      pending ??= fetchAndStore().finally(() => (pending = null));
      return pending;
    },
    /** The service refused the token (a rotated key, another server): fetch a new one next. */
    forget(): void {
      try {
        deps.storage?.removeItem(PUBLIC_TOKEN_KEY);
      } catch {
        // nothing stored then
      }
    },
  };
}

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The app's public tokens, from the configured login provider. */
export const publicTokens = createPublicTokens({
  storage: browserStorage(),
  fetchToken: () => {
    const query = new URLSearchParams({ client_id: config.publicTokenProvider.clientId });
    return fetchJson(
      `${config.publicTokenProvider.issuer}/ext_auth/public_user_token?${query.toString()}`,
    );
  },
  now: () => Date.now(),
});

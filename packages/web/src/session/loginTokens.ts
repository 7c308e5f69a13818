/**
 * The login provider's token source (spec 02 s.4): the stored access token while it is
 * fresh, else one refresh (rotating refresh token), shared by every request that waits for
 * it; a failed refresh clears the tokens and the visitor is logged out.
 */
import type { TokenSource } from './state';
import { isFresh, tokensOf, tokenStore, type StoredTokens } from './tokens';

export interface LoginTokenSource extends TokenSource {
  /** Keeps new tokens (after the code exchange). */
  store(tokens: StoredTokens): void;
  /** Forgets the tokens (logout, failed refresh). */
  clear(): void;
}

/** `refresh` runs the refresh grant; `onCleared` hears when the tokens are gone. */
export function loginTokenSource(
  refresh: (refreshToken: string) => Promise<{
    access_token: string;
    expires_in?: number;
    refresh_token?: string;
  }>,
  onCleared: () => void,
  now: () => number = Date.now,
): LoginTokenSource {
  let refreshing: Promise<string | null> | null = null;

  function clear() {
    tokenStore.write(null);
    onCleared();
  }

  async function runRefresh(tokens: StoredTokens): Promise<string | null> {
    if (!tokens.refreshToken) {
      clear();
      return null;
    }
    try {
      const answer = await refresh(tokens.refreshToken);
      const next = tokensOf(answer, tokens.refreshToken, now());
      tokenStore.write(next);
      return next.accessToken;
    } catch (error) {
      console.warn('Token refresh failed; logged out', error);
      clear();
      return null;
    }
  }

  /** One refresh at a time: concurrent callers share it (a rotated token works once). */
  function renew(): Promise<string | null> {
    const tokens = tokenStore.read();
    if (!tokens) return Promise.resolve(null);
    refreshing ??= runRefresh(tokens).finally(() => (refreshing = null));
    return refreshing;
  }

  return {
    accessToken() {
      if (refreshing) return refreshing;
      const tokens = tokenStore.read();
      if (!tokens) return Promise.resolve(null);
      return isFresh(tokens, now()) ? Promise.resolve(tokens.accessToken) : renew();
    },
    renew,
    store: (tokens) => tokenStore.write(tokens),
    clear,
  };
}

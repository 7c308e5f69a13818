/**
 * The session's rules without a browser: the 5-minute margin, one shared refresh with a
 * rotating refresh token, a failed refresh logging out, the spec's login error texts (state
 * and PKCE checks, 'Request failed' from a token endpoint answering 400), pending actions
 * after the round trip, return paths that stay on this site, and drafts in the draft view.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// Local storage as the browser has it (the session keeps its tokens there).
const memory = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (k: string) => memory.get(k) ?? null,
  setItem: (k: string, v: string) => void memory.set(k, String(v)),
  removeItem: (k: string) => void memory.delete(k),
});
// The next test file in this worker sees the global as it was (files share a worker).
afterAll(() => vi.unstubAllGlobals());

const { isFresh, tokenStore, tokensOf, TOKEN_MARGIN_MS } = await import('./tokens');
const { loginTokenSource } = await import('./loginTokens');
const { authorizationUrl, checkedCallback, exchangeCode } = await import('./oauth');
const { LOGIN_ERRORS } = await import('./loginErrors');
const { keepPending, dropPending, onAfterLoginAction, pendingStore } = await import('./afterLogin');
const { safeReturnPath } = await import('./returnPath');
const { setSessionState } = await import('./state');

beforeEach(() => {
  memory.clear();
  setSessionState({ status: 'anonymous' });
});

describe('token expiry', () => {
  it('counts a token as expired 5 minutes early', () => {
    const now = 1_000_000;
    const tokens = tokensOf({ access_token: 'a', expires_in: 3600 }, null, now);
    expect(tokens.expiresAt).toBe(now + 3600_000);
    expect(isFresh(tokens, now + 3600_000 - TOKEN_MARGIN_MS - 1)).toBe(true);
    expect(isFresh(tokens, now + 3600_000 - TOKEN_MARGIN_MS)).toBe(false);
    expect(isFresh(tokensOf({ access_token: 'a', expires_in: 299 }, null, now), now)).toBe(false);
  });
});

describe('login token source', () => {
  const user = { uuid: 'u', first_name: 'A', last_name: 'B', email: 'a@b', owner_ids: [] };

  it('sends a fresh token as it is, and refreshes a stale one once for all waiting callers', async () => {
    let clock = 0;
    const refreshed: string[] = [];
    const source = loginTokenSource(
      async (refreshToken) => {
        refreshed.push(refreshToken);
        await new Promise((resolve) => setTimeout(resolve, 10));
        return {
          access_token: `access-${refreshed.length}`,
          expires_in: 3600,
          refresh_token: `r${refreshed.length + 1}`,
        };
      },
      () => undefined,
      () => clock,
    );
    source.store(
      tokensOf({ access_token: 'access-0', expires_in: 3600, refresh_token: 'r1' }, null, 0),
    );
    expect(await source.accessToken()).toBe('access-0');
    clock = 3600_000 - TOKEN_MARGIN_MS; // inside the margin
    const all = await Promise.all([source.accessToken(), source.accessToken(), source.renew()]);
    expect(all).toEqual(['access-1', 'access-1', 'access-1']);
    expect(refreshed).toEqual(['r1']);
    // The rotated refresh token replaced the used one.
    expect(tokenStore.read()).toMatchObject({ accessToken: 'access-1', refreshToken: 'r2' });
  });

  it('clears the tokens and logs out when the refresh fails', async () => {
    setSessionState({ status: 'loggedIn', user, source: 'login' });
    let cleared = 0;
    const source = loginTokenSource(
      () => Promise.reject(new Error(LOGIN_ERRORS.requestFailed)),
      () => cleared++,
      () => 10 * 3600_000,
    );
    source.store(tokensOf({ access_token: 'old', expires_in: 60, refresh_token: 'r' }, null, 0));
    expect(await source.accessToken()).toBeNull();
    expect(tokenStore.read()).toBeNull();
    expect(cleared).toBe(1);
    expect(memory.get('loginTokens')).toBe('{"version":"1","data":null}');
    expect(await source.accessToken()).toBeNull();
  });
});

describe('login answer checks (spec 02 s.8)', () => {
  const pkce = { verifier: 'v'.repeat(43), state: 'state-1' };
  const at = (query: string) => new URL(`https://app.example/login-redirect?${query}`);

  it('names what is missing or wrong', () => {
    expect(() => checkedCallback(at('code=c&state=state-1'), null)).toThrow(
      'No PKCE values available',
    );
    expect(() => checkedCallback(at('state=state-1'), pkce)).toThrow('No code in server response');
    expect(() => checkedCallback(at('code=c'), pkce)).toThrow('No state in server response');
    expect(() => checkedCallback(at('code=c&state=other'), pkce)).toThrow(
      'Mismatching state in server response',
    );
    expect(checkedCallback(at('code=c&state=state-1'), pkce).get('code')).toBe('c');
  });

  describe('against a token endpoint', () => {
    let server: Server;
    let issuer: string;
    let tokenStatus = 400;
    beforeAll(async () => {
      server = createServer((request, response) => {
        response.setHeader('content-type', 'application/json');
        if (request.url === '/.well-known/openid-configuration') {
          response.end(
            JSON.stringify({
              issuer,
              authorization_endpoint: `${issuer}/authorize`,
              token_endpoint: `${issuer}/request_token`,
            }),
          );
          return;
        }
        response.statusCode = tokenStatus;
        response.end(
          tokenStatus === 200
            ? JSON.stringify({ access_token: 'at', token_type: 'Bearer', expires_in: 60 })
            : JSON.stringify({ error: 'invalid_grant' }),
        );
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    it("throws 'Request failed' when the token request answers 400 or above", async () => {
      const settings = { issuer, clientId: 'vitrine-catalogue' };
      const callback = at('code=c&state=state-1');
      await expect(
        exchangeCode(settings, callback, pkce, 'https://app.example/login-redirect'),
      ).rejects.toThrow('Request failed');
      tokenStatus = 200;
      const answer = await exchangeCode(
        settings,
        callback,
        pkce,
        'https://app.example/login-redirect',
      );
      expect(answer.access_token).toBe('at');
    });
  });
});

describe('a login provider that cannot be reached', () => {
  it("fails with 'Request failed' for discovery and for the code exchange", async () => {
    // A port nobody listens on: the provider is down (or the page's CSP refuses it).
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const issuer = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const settings = { issuer, clientId: 'vitrine-catalogue' };
    await expect(
      authorizationUrl(settings, 'https://app.example/login-redirect', 'en'),
    ).rejects.toThrow(/^Request failed$/);
    const pkce = { verifier: 'v'.repeat(43), state: 'state-1' };
    const callback = new URL('https://app.example/login-redirect?code=c&state=state-1');
    await expect(
      exchangeCode(settings, callback, pkce, 'https://app.example/login-redirect'),
    ).rejects.toThrow(/^Request failed$/);
  });
});

describe('afterLoginAction', () => {
  it('resumes a pending action once, only when logged in, and drops a cancelled one', () => {
    const seen: unknown[] = [];
    keepPending({ action: 'addFavorite', payload: { id: 'chair' } });
    keepPending({ action: 'contact', payload: { modelId: 'lamp' } });
    dropPending('contact');
    const off = onAfterLoginAction('addFavorite', (payload) => seen.push(payload));
    expect(seen).toEqual([]); // logged out: it waits
    setSessionState({
      status: 'loggedIn',
      user: { uuid: 'u', first_name: 'A', last_name: 'B', email: 'a@b', owner_ids: [] },
      source: 'login',
    });
    onAfterLoginAction('addFavorite', (payload) => seen.push(payload));
    expect(seen).toEqual([{ id: 'chair' }]);
    expect(pendingStore.read()).toEqual([]);
    onAfterLoginAction('addFavorite', (payload) => seen.push(payload));
    expect(seen).toHaveLength(1);
    off();
  });
});

describe('return path after login', () => {
  const origin = 'https://app.example';
  it('keeps paths of this site and refuses everything else', () => {
    expect(safeReturnPath('/brands/nordlys?q=chair&m=x#top', origin)).toBe(
      '/brands/nordlys?q=chair&m=x#top',
    );
    for (const bad of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      null,
      '/login-redirect?code=1',
    ])
      expect(safeReturnPath(bad, origin)).toBe('/');
  });
});

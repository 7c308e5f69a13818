import { describe, expect, it } from 'vitest';
import { createPublicTokens, PUBLIC_TOKEN_KEY } from './publicToken';

/** A Storage as the browser's: strings in, strings out. */
function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, String(value)),
    removeItem: (key: string) => void map.delete(key),
  };
}

function setup(storage = memoryStorage()) {
  let now = 1_000_000;
  let issued = 0;
  const tokens = createPublicTokens({
    storage,
    fetchToken: async () => ({ access_token: `token-${++issued}`, expires_in: 3600 }),
    now: () => now,
  });
  return {
    tokens,
    storage,
    issued: () => issued,
    advance: (ms: number) => (now += ms),
  };
}

describe('public token cache', () => {
  it('reuses the token until 80 % of its lifetime, then fetches a new one', async () => {
    const t = setup();
    expect(await t.tokens.token()).toBe('token-1');
    t.advance(0.8 * 3600_000 - 1);
    expect(await t.tokens.token()).toBe('token-1');
    expect(t.issued()).toBe(1);
    t.advance(1);
    expect(await t.tokens.token()).toBe('token-2');
    expect(JSON.parse(t.storage.getItem(PUBLIC_TOKEN_KEY)!)).toEqual({
      access_token: 'token-2',
      expiry: 1_000_000 + 0.8 * 3600_000 + 0.8 * 3600_000,
    });
  });

  it('shares the stored token with another tab and fetches once for concurrent callers', async () => {
    const storage = memoryStorage();
    const first = setup(storage);
    const [a, b] = await Promise.all([first.tokens.token(), first.tokens.token()]);
    expect([a, b]).toEqual(['token-1', 'token-1']);
    expect(first.issued()).toBe(1);
    const otherTab = setup(storage);
    expect(await otherTab.tokens.token()).toBe('token-1');
    expect(otherTab.issued()).toBe(0);
  });

  it('fetches again after forget, and on unreadable or broken storage', async () => {
    const t = setup();
    await t.tokens.token();
    t.tokens.forget();
    expect(await t.tokens.token()).toBe('token-2');
    t.storage.map.set(PUBLIC_TOKEN_KEY, '{not json');
    expect(await t.tokens.token()).toBe('token-3');
    const broken = setup({
      map: new Map(),
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    });
    expect(await broken.tokens.token()).toBe('token-1');
    expect(await broken.tokens.token()).toBe('token-2');
  });
});

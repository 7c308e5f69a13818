/**
 * The product information calls (spec 02 s.7): a refused login token falls back to the
 * public token, which goes out as it is (the API client does not replace it with the
 * session's token, nor send the visitor to log in); a public token that cannot be had is
 * reported as 'Failed to fetch public key'; the queries carry the content types, and the
 * items query the categories the first one answered.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setHostToken } from '../session';
import { fetchPimData, pimPost } from './pim';
import { publicTokens } from './publicToken';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setHostToken(null);
  publicTokens.forget();
});

const ARTICLE = { manufacturerId: 'mf_1', artNo: 'HOL-1' };

describe('product information tokens', () => {
  it('asks again with the public token when the login token is refused', async () => {
    setHostToken('stale-login-token');
    const sent: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      if (url.includes('/ext_auth/public_user_token'))
        return Response.json({ access_token: 'public-token', expires_in: 3600 });
      const auth = new Headers(init.headers).get('authorization') ?? '';
      sent.push(auth);
      return auth === 'Bearer public-token'
        ? Response.json({ categories: [], language: 'en' })
        : Response.json({ error_code: '_401_pconlogin_invalid' }, { status: 401 });
    });
    await expect(pimPost('/v1/categories/query', { article: {} })).resolves.toEqual({
      categories: [],
      language: 'en',
    });
    expect(sent).toEqual(['Bearer stale-login-token', 'Bearer public-token']);
  });

  it("reports 'Failed to fetch public key' when the provider gives no public token", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', async (url: string) =>
      url.includes('/ext_auth/public_user_token')
        ? new Response('down', { status: 503 })
        : Response.json({ categories: [], language: 'en' }),
    );
    await expect(pimPost('/v1/categories/query', { article: ARTICLE })).rejects.toThrow(
      'Failed to fetch public key',
    );
    expect(error.mock.calls.map((call) => call[0])).toContain('Failed to fetch public key');
  });
});

describe('product information queries', () => {
  function answering(categories: string[]) {
    const bodies: Array<{ url: string; filters: Record<string, unknown> }> = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      if (url.includes('/ext_auth/public_user_token'))
        return Response.json({ access_token: 'public-token', expires_in: 3600 });
      const body = JSON.parse(init.body as string) as { filters: Record<string, unknown> };
      bodies.push({ url, filters: body.filters });
      return url.endsWith('/v1/categories/query')
        ? Response.json({ categories: categories.map((c) => ({ category: c, count: 1 })) })
        : Response.json({ results: [] });
    });
    return bodies;
  }

  it('ask for the content types, and for the items of the categories found', async () => {
    const bodies = answering(['datasheets', 'images']);
    await fetchPimData(ARTICLE, 'en');
    expect(bodies.map((b) => b.url.replace(/^.*\/v1/, '/v1'))).toEqual([
      '/v1/categories/query',
      '/v1/product_information/query',
    ]);
    const types = ['document', 'image', 'text', 'contact', 'link'];
    expect(bodies[0]!.filters).toMatchObject({ contentTypes: types });
    expect(bodies[1]!.filters).toMatchObject({
      categories: ['datasheets', 'images'],
      contentTypes: types,
    });
  });

  it('ask for no items when the article has no categories', async () => {
    const bodies = answering([]);
    expect(await fetchPimData(ARTICLE, 'en')).toEqual({ categories: [], items: [] });
    expect(bodies).toHaveLength(1);
  });
});

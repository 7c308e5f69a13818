/**
 * The product information calls' tokens (spec 02 s.7): a refused login token falls back to
 * the public token, which goes out as it is (the API client does not replace it with the
 * session's token, nor send the visitor to log in).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setHostToken } from '../session';
import { pimPost } from './pim';

afterEach(() => {
  vi.unstubAllGlobals();
  setHostToken(null);
});

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
});

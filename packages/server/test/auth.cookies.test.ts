/**
 * The login provider's cookies over https: behind a TLS-terminating proxy (TRUST_PROXY) the
 * request says https in X-Forwarded-Proto although the app itself hears plain http, and every
 * cookie (the form's CSRF secret, the provider's interaction and session cookies) must then
 * be Secure. Plain http without a proxy keeps them usable (not Secure).
 */
import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, formOf, startAuthServer, type AuthServer } from './auth-harness';
import { STORE_KINDS } from './stores';

const kind = STORE_KINDS[0]!; // cookies do not depend on the store
const PASSWORD = 'correct horse battery staple';

describe('login cookies behind a TLS-terminating proxy', () => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer(kind, { env: { TRUST_PROXY: 'true' } });
    await server.addUser('ada@example.com', PASSWORD);
  }, 120_000);
  afterAll(async () => server?.close());

  /** Logs in through the pages with these headers; returns every Set-Cookie line seen. */
  async function cookiesOfLogin(headers: Record<string, string>) {
    const seen: string[] = [];
    const b = browser();
    // The proxy's https addresses reach the app over plain http, as through the proxy.
    const request = async (url: string, init: RequestInit = {}) => {
      const response = await b.request(url.replace(/^https:/, 'http:'), {
        ...init,
        headers: { ...headers, ...(init.headers as Record<string, string>) },
      });
      seen.push(...response.headers.getSetCookie());
      return response;
    };
    const url = new URL(`${server.url}/auth/authorize`);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: 'vitrine-catalogue',
      redirect_uri: `${server.url}/login-redirect`,
      scope: 'query_account',
      state: oauth.generateRandomState(),
      code_challenge: await oauth.calculatePKCECodeChallenge(oauth.generateRandomCodeVerifier()),
      code_challenge_method: 'S256',
    }).toString();
    let response = await request(url.href);
    while (response.status >= 300 && response.status < 400)
      response = await request(new URL(response.headers.get('location')!, server.url).href);
    const { csrf, action } = formOf(await response.text());
    let posted = await request(new URL(action, server.url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ _csrf: csrf, email: 'ada@example.com', password: PASSWORD }),
    });
    expect(posted.status).toBe(303);
    for (let i = 0; i < 5 && posted.headers.get('location')?.includes('/auth/'); i++)
      posted = await request(new URL(posted.headers.get('location')!, server.url).href);
    return seen.filter((line) => !/expires=Thu, 01 Jan 1970/i.test(line));
  }

  const names = (lines: string[]) => lines.map((line) => line.split('=')[0]!.trim());

  it('marks every cookie Secure when the proxy says the request came over https', async () => {
    const lines = await cookiesOfLogin({ 'x-forwarded-proto': 'https' });
    expect(names(lines)).toEqual(expect.arrayContaining(['_vitrine_csrf', '_interaction']));
    expect(names(lines).some((name) => name.startsWith('_session'))).toBe(true);
    for (const line of lines) expect(line, line.split(';')[0]).toMatch(/;\s*secure/i);
  });

  it('keeps cookies usable over plain http', async () => {
    const lines = await cookiesOfLogin({});
    expect(names(lines)).toContain('_vitrine_csrf');
    for (const line of lines) expect(line, line.split(';')[0]).not.toMatch(/;\s*secure/i);
  });
});

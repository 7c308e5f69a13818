/**
 * The login provider over real HTTP with a strict OAuth client (oauth4webapi): authorization
 * code with PKCE through the login form as a browser submits it (cookies, CSRF), tokens,
 * refresh with rotation, revocation, logout; and each way a flow can go wrong refused with
 * the error a client would see.
 */
import { createHash } from 'node:crypto';
import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, formOf, startAuthServer, type AuthServer } from './auth-harness';
import { STORE_KINDS } from './stores';

const CLIENT: oauth.Client = { client_id: 'vitrine-catalogue' };
const insecure = { [oauth.allowInsecureRequests]: true };
const PASSWORD = 'correct horse battery staple';

describe.each(STORE_KINDS)('login provider on $name', (kind) => {
  let server: AuthServer;
  let as: oauth.AuthorizationServer;
  let redirectUri: string;

  beforeAll(async () => {
    server = await startAuthServer(kind, {
      auth: { accessTokenTtl: 3, rateLimit: { perIp: 100, perAccount: 4 } },
    });
    redirectUri = `${server.url}/login-redirect`;
    const issuer = new URL(`${server.url}/auth`);
    as = await oauth.processDiscoveryResponse(
      issuer,
      await oauth.discoveryRequest(issuer, insecure),
    );
    await server.addUser('ada@example.com', PASSWORD, { first_name: 'Ada' });
    await server.addUser('bob@example.com', PASSWORD, { first_name: 'Bob' });
  }, 120_000);
  afterAll(async () => server?.close());

  /** Starts an authorization request; returns the browser, where it landed and the PKCE values. */
  async function authorize(b = browser(), extra: Record<string, string> = {}) {
    const verifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const url = new URL(as.authorization_endpoint!);
    for (const [k, v] of Object.entries({
      response_type: 'code',
      client_id: CLIENT.client_id,
      redirect_uri: redirectUri,
      scope: 'query_account',
      state,
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      ...extra,
    }))
      url.searchParams.set(k, v);
    const landed = await b.follow(url.href, (u) => u.startsWith(redirectUri));
    return { b, verifier, state, landed };
  }

  /** Logs in on the page the browser shows; returns the callback URL the client receives. */
  async function logIn(
    b: ReturnType<typeof browser>,
    page: Response,
    email = 'ada@example.com',
    password = PASSWORD,
  ) {
    const html = await page.text();
    const { csrf, action } = formOf(html);
    const posted = await b.submit(new URL(action, server.url).href, {
      _csrf: csrf,
      email,
      password,
    });
    if (posted.status !== 303) return { posted, callback: undefined };
    const done = await b.follow(new URL(posted.headers.get('location')!, server.url).href, (u) =>
      u.startsWith(redirectUri),
    );
    return { posted, callback: new URL(done.url) };
  }

  async function tokens() {
    const { b, verifier, state, landed } = await authorize();
    const { callback } = await logIn(b, landed.response!);
    const params = oauth.validateAuthResponse(as, CLIENT, callback!, state);
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      CLIENT,
      oauth.None(),
      params,
      redirectUri,
      verifier,
      insecure,
    );
    return { b, result: await oauth.processAuthorizationCodeResponse(as, CLIENT, response) };
  }

  const bodyError = (promise: Promise<unknown>) =>
    promise.then(
      () => 'no error',
      (error: unknown) => (error instanceof oauth.ResponseBodyError ? error.error : String(error)),
    );

  it('logs in through the form and issues access and refresh tokens the services accept', async () => {
    const { landed } = await authorize();
    expect(landed.response!.status).toBe(200);
    expect(landed.url).toMatch(/\/auth\/interaction\//);
    const { result } = await tokens();
    expect(result.token_type.toLowerCase()).toBe('bearer');
    expect(result.access_token.split('.')).toHaveLength(3); // a JWT the services check locally
    expect(result.refresh_token).toBeTruthy();
    expect(result.scope).toContain('query_account');
    const me = await fetch(`${server.url}/auth/account/user`, {
      headers: { authorization: `Bearer ${result.access_token}` },
    });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'User',
    });
    const viaPcon = await fetch(`${server.url}/auth/account/user`, {
      headers: { 'x-authorization-pcon-login': result.access_token },
    });
    expect(viaPcon.status).toBe(200);
  });

  it('refreshes with rotation: the old refresh token then fails and takes the grant with it', async () => {
    const { result } = await tokens();
    const first = result.refresh_token!;
    const refreshed = await oauth.processRefreshTokenResponse(
      as,
      CLIENT,
      await oauth.refreshTokenGrantRequest(as, CLIENT, oauth.None(), first, {
        ...insecure,
        additionalParameters: { refresh_token_app_infos: '{"app":"test"}' },
      }),
    );
    expect(refreshed.access_token).not.toBe(result.access_token);
    expect(refreshed.refresh_token).toBeTruthy();
    expect(refreshed.refresh_token).not.toBe(first);
    const replay = oauth
      .refreshTokenGrantRequest(as, CLIENT, oauth.None(), first, insecure)
      .then((r) => oauth.processRefreshTokenResponse(as, CLIENT, r));
    expect(await bodyError(replay)).toBe('invalid_grant');
    // Reuse of a rotated token revokes the whole grant: the newest one no longer works either.
    const after = oauth
      .refreshTokenGrantRequest(as, CLIENT, oauth.None(), refreshed.refresh_token!, insecure)
      .then((r) => oauth.processRefreshTokenResponse(as, CLIENT, r));
    expect(await bodyError(after)).toBe('invalid_grant');
  });

  it('revokes a refresh token', async () => {
    const { result } = await tokens();
    await oauth.processRevocationResponse(
      await oauth.revocationRequest(as, CLIENT, oauth.None(), result.refresh_token!, {
        ...insecure,
        additionalParameters: { token_type_hint: 'refresh_token' },
      }),
    );
    const refresh = oauth
      .refreshTokenGrantRequest(as, CLIENT, oauth.None(), result.refresh_token!, insecure)
      .then((r) => oauth.processRefreshTokenResponse(as, CLIENT, r));
    expect(await bodyError(refresh)).toBe('invalid_grant');
  });

  /** What the services answer to a request with this access token. */
  const meWith = async (accessToken: string) =>
    (
      await fetch(`${server.url}/auth/account/user`, {
        headers: { authorization: `Bearer ${accessToken}` },
      })
    ).status;

  it('refuses a wrong state, a wrong verifier and a replayed code', async () => {
    const { b, verifier, state, landed } = await authorize();
    const { callback } = await logIn(b, landed.response!);
    expect(() => oauth.validateAuthResponse(as, CLIENT, callback!, 'another-state')).toThrow(
      /state/,
    );
    const params = oauth.validateAuthResponse(as, CLIENT, callback!, state);
    const exchange = (codeVerifier: string) =>
      oauth
        .authorizationCodeGrantRequest(
          as,
          CLIENT,
          oauth.None(),
          params,
          redirectUri,
          codeVerifier,
          insecure,
        )
        .then((r) => oauth.processAuthorizationCodeResponse(as, CLIENT, r));
    expect(await bodyError(exchange(oauth.generateRandomCodeVerifier()))).toBe('invalid_grant');
    await expect(exchange(verifier)).resolves.toHaveProperty('access_token');
    expect(await bodyError(exchange(verifier))).toBe('invalid_grant');
  });

  it('never redirects to an unregistered redirect_uri, and requires PKCE', async () => {
    const { landed } = await authorize(browser(), { redirect_uri: 'https://evil.example/cb' });
    expect(new URL(landed.url).pathname).toBe('/auth/authorize'); // answered there, not sent on
    expect(landed.response!.status).toBe(400);
    expect(await landed.response!.text()).toContain('redirect_uri');
    const noPkce = new URL(as.authorization_endpoint!);
    noPkce.search = new URLSearchParams({
      response_type: 'code',
      client_id: CLIENT.client_id,
      redirect_uri: redirectUri,
      scope: 'query_account',
      state: 's',
    }).toString();
    const answer = await browser().follow(noPkce.href, (u) => u.startsWith(redirectUri));
    const back = new URL(answer.url);
    expect(back.searchParams.get('error')).toBe('invalid_request');
    expect(back.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('answers 401 _401_pconlogin_invalid for an expired or forged token', async () => {
    const { result } = await tokens();
    const search = (token: string) =>
      fetch(`${server.url}/api/catalog/v1/models/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: '{}',
      });
    expect((await search(result.access_token)).status).toBe(200);
    const [h, p] = result.access_token.split('.');
    const forged = await search(`${h}.${p}.${'A'.repeat(342)}`);
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ error_code: '_401_pconlogin_invalid' });
    await new Promise((resolve) => setTimeout(resolve, 4_000)); // the test server's tokens live 3 s
    const expired = await search(result.access_token);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ error_code: '_401_pconlogin_invalid' });
  });

  it('shows the login form again with force_login although a session exists', async () => {
    const { b } = await tokens();
    const again = await authorize(b);
    expect(again.landed.url.startsWith(redirectUri)).toBe(true); // the session logs in silently
    const forced = await authorize(b, { force_login: 'true' });
    expect(forced.landed.url).toMatch(/\/auth\/interaction\//);
  });

  it('refuses a wrong password, a missing CSRF token, and too many attempts', async () => {
    const { b, landed } = await authorize();
    const html = await landed.response!.text();
    const { csrf, action } = formOf(html);
    const target = new URL(action, server.url).href;
    const noCsrf = await b.submit(target, { email: 'bob@example.com', password: PASSWORD });
    expect(noCsrf.status).toBe(403);
    expect(await noCsrf.text()).toContain('This form has expired');
    const wrong = await b.submit(target, {
      _csrf: csrf,
      email: 'bob@example.com',
      password: 'wrong password 123',
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('The e-mail address or password is wrong.');
    let last = wrong;
    for (let i = 0; i < 3; i++)
      last = await b.submit(target, {
        _csrf: csrf,
        email: 'BOB@example.com',
        password: 'wrong password 123',
      });
    expect(last.status).toBe(401);
    // The fifth try is refused before the password is looked at, even the right one.
    last = await b.submit(target, { _csrf: csrf, email: 'bob@example.com', password: PASSWORD });
    expect(last.status).toBe(429);
    expect(await last.text()).toContain('Too many attempts');
  });

  it('counts a login before the password is checked: concurrent guesses get no more checks than the limit', async () => {
    await server.addUser('carol@example.com', PASSWORD);
    const { b, landed } = await authorize();
    const { csrf, action } = formOf(await landed.response!.text());
    const target = new URL(action, server.url).href;
    const guess = (password: string) =>
      b.submit(target, { _csrf: csrf, email: 'carol@example.com', password });
    // A right password is taken back: it leaves every attempt of the limit (4) to the guesses.
    expect((await guess(PASSWORD)).status).toBe(303);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => guess(`wrong password ${i}`)),
    );
    const statuses = answers.map((answer) => answer.status);
    // Each 401 is a password that was checked; the rest were refused before any check.
    expect(statuses.filter((status) => status === 401)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(36);
    expect((await guess(PASSWORD)).status).toBe(429);
  });

  it('logs out at the provider without a question and returns to next; next elsewhere is refused', async () => {
    const { b, result } = await tokens();
    const next = `${server.url}/models?q=chair`;
    const logout = `${server.url}/auth/logout?${new URLSearchParams({ next, client_id: CLIENT.client_id })}`;
    // Opened from another site (or typed): a link alone must not log anybody out.
    const asked = await b.follow(logout, undefined, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    const question = await asked.response!.text();
    expect(question).toContain('Do you want to log out?');
    expect(question).toContain('Stay logged in');
    expect(question).not.toContain('<script>');
    // Still logged in: a new authorization comes straight back with a code.
    expect((await authorize(b)).landed.url.startsWith(redirectUri)).toBe(true);
    // The app's own Logout: the browser says the navigation came from this origin.
    const sending = await b.follow(logout, undefined, {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(sending.response!.status).toBe(200);
    const html = await sending.response!.text();
    expect(html).not.toContain('Do you want to log out?');
    // The page sends its form itself: the CSP allows exactly that inline script.
    const script = /<script>([^<]+)<\/script>/.exec(html)![1]!;
    const hash = createHash('sha256').update(script).digest('base64');
    const csp = sending.response!.headers.get('content-security-policy')!;
    expect(csp).toContain(`script-src 'sha256-${hash}'`);
    expect(script).toContain("getElementById('op.logoutForm').submit()");
    const action = /<form[^>]*action="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;
    expect(html).toContain('name="logout" value="yes"');
    const posted = await b.submit(new URL(action, server.url).href, { xsrf, logout: 'yes' });
    const done = await b.follow(
      new URL(posted.headers.get('location')!, server.url).href,
      (u) => u === next,
    );
    expect(done.url).toBe(next);
    const afterwards = await authorize(b);
    expect(afterwards.landed.url).toMatch(/\/auth\/interaction\//); // the session is gone
    // The access token from before the logout is refused, though it has not expired.
    expect(await meWith(result.access_token)).toBe(401);
    const open = await fetch(
      `${server.url}/auth/logout?next=${encodeURIComponent('https://evil.example/')}`,
      { redirect: 'manual' },
    );
    expect(open.status).toBe(400);
    expect(await open.json()).toMatchObject({ field: 'next' });
  });

  it('hands out a public token that reads as anonymous, and names a missing client_id', async () => {
    const answer = await fetch(
      `${server.url}/auth/ext_auth/public_user_token?client_id=${CLIENT.client_id}`,
    );
    expect(answer.status).toBe(200);
    const { access_token: token, expires_in: expiresIn } = (await answer.json()) as {
      access_token: string;
      expires_in: number;
    };
    expect(expiresIn).toBe(3600);
    const me = await fetch(`${server.url}/auth/account/user`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(401);
    expect(await me.json()).toMatchObject({ error_code: '_401_login_required' });
    const missing = await fetch(`${server.url}/auth/ext_auth/public_user_token`);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ field: 'client_id' });
  });
});

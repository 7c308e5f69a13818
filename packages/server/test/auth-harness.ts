/**
 * A whole app listening on a real port, its PUBLIC_URL the address it listens on (the
 * issuer must match what clients reach), with shortened token lifetimes, a browser-like
 * cookie jar, and helpers to make accounts. For the login provider's tests.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { Auth, AuthOptions } from '../src/auth';
import { createAccountsRepository, type AccountsRepository } from '../src/auth/accounts.repository';
import { createBlobStore } from '../src/blobs';
import { loadConfig } from '../src/config';
import type { MailSettings } from '../src/mail';
import { createServices, type Services } from '../src/services';
import { hashPassword } from '../src/auth/passwords';
import { openMigrated, type StoreKind } from './stores';

export interface AuthServer extends LoginServer {
  app: FastifyInstance;
  services: Services;
  /** Makes a verified account; returns its uuid. */
  addUser(
    email: string,
    password: string,
    extra?: { ownerIds?: string[]; first_name?: string },
  ): Promise<string>;
  close(): Promise<void>;
}

/** Where a login provider answers: its address, the provider, and its accounts' table. */
export interface LoginServer {
  url: string;
  auth: Auth;
  /** Tests make accounts straight in the provider's tables (as `npm run user` does). */
  accounts: AccountsRepository;
}

/** Makes a verified account; returns its uuid. */
export async function addAccount(
  repository: AccountsRepository,
  email: string,
  password: string,
  extra: { ownerIds?: string[]; first_name?: string } = {},
): Promise<string> {
  const uuid = await repository.insertUser({
    email,
    first_name: extra.first_name ?? 'Test',
    last_name: 'User',
    language: 'en',
    password_hash: await hashPassword(password),
    verified: true,
  });
  for (const ownerId of extra.ownerIds ?? []) await repository.grantOwner(uuid, ownerId);
  return uuid;
}

import { freePort } from '../../../test-support/net';

export { freePort };

export async function startAuthServer(
  kind: StoreKind,
  options: {
    env?: NodeJS.ProcessEnv;
    mail?: Partial<MailSettings>;
    auth?: Partial<Omit<AuthOptions, 'store' | 'mail' | 'settings'>>;
  } = {},
): Promise<AuthServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vitrine-auth-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    PORT: String(port),
    PUBLIC_URL: url,
    ...options.env,
  });
  const store = await openMigrated(kind);
  const services = await createServices(
    config,
    store,
    createBlobStore(path.join(dataDir, 'files')),
    {
      mail: { log: { info: () => undefined, warn: () => undefined }, ...options.mail },
      auth: options.auth,
    },
  );
  const app = await buildApp({ config, services });
  await app.listen({ port, host: '127.0.0.1' });
  const accounts = createAccountsRepository(store);
  return {
    url,
    app,
    services,
    auth: services.auth,
    accounts,
    addUser: (email, password, extra = {}) => addAccount(accounts, email, password, extra),
    async close() {
      await app.close();
      await services.mail.stop();
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A browser's cookies for one site, and requests that send them and keep what comes back. */
export function browser() {
  const jar = new Map<string, string>();
  async function request(url: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }
  return {
    jar,
    request,
    /**
     * Follows redirects on this server until an answer that is not one, or one leaving
     * `until`; `init` goes with every hop (e.g. the Sec-Fetch-Site a browser sends).
     */
    async follow(url: string, until: (url: string) => boolean = () => false, init?: RequestInit) {
      let current = url;
      for (let i = 0; i < 10; i++) {
        if (until(current)) return { url: current, response: undefined };
        const response = await request(current, init);
        const location = response.headers.get('location');
        if (response.status < 300 || response.status >= 400 || !location)
          return { url: current, response };
        current = new URL(location, current).href;
      }
      throw new Error('too many redirects');
    },
    async submit(url: string, form: Record<string, string>) {
      return request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      });
    },
  };
}

/** The hidden CSRF token and the action of the first form in a page. */
export function formOf(html: string) {
  const csrf = /name="_csrf" value="([^"]+)"/.exec(html)?.[1];
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  if (!csrf || !action) throw new Error(`no form in page: ${html.slice(0, 300)}`);
  return { csrf, action };
}

/** Logs in through the provider's pages as a browser would and exchanges the code (PKCE). */
export async function obtainTokens(
  server: { url: string; auth: Pick<Auth, 'issuer'> & { settings: { clientId: string } } },
  email: string,
  password: string,
) {
  const oauth = await import('oauth4webapi');
  const insecure = { [oauth.allowInsecureRequests]: true };
  const client = { client_id: server.auth.settings.clientId };
  const issuer = new URL(server.auth.issuer);
  const as = await oauth.processDiscoveryResponse(
    issuer,
    await oauth.discoveryRequest(issuer, insecure),
  );
  const redirectUri = `${server.url}/login-redirect`;
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const url = new URL(as.authorization_endpoint!);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: client.client_id,
    redirect_uri: redirectUri,
    scope: 'query_account',
    state,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  }).toString();
  const b = browser();
  const page = await b.follow(url.href);
  const { csrf, action } = formOf(await page.response!.text());
  const posted = await b.submit(new URL(action, server.url).href, { _csrf: csrf, email, password });
  if (posted.status !== 303) throw new Error(`login answered ${posted.status}`);
  const done = await b.follow(new URL(posted.headers.get('location')!, server.url).href, (u) =>
    u.startsWith(redirectUri),
  );
  // The provider stopped elsewhere (an error page, a consent step): say where and what it said.
  if (!done.url.startsWith(redirectUri))
    throw new Error(
      `login for ${email} ended at ${done.url} (${done.response?.status}): ` +
        (await done.response?.text())?.slice(0, 500),
    );
  const params = oauth.validateAuthResponse(as, client, new URL(done.url), state);
  const response = await oauth.authorizationCodeGrantRequest(
    as,
    client,
    oauth.None(),
    params,
    redirectUri,
    verifier,
    insecure,
  );
  return oauth.processAuthorizationCodeResponse(as, client, response);
}

/**
 * Real login tokens for route tests: an app that is its own issuer at a free local port (a
 * token names the address clients reach), accounts made in its store, and tokens obtained
 * through the provider's login pages with PKCE, as a browser would (auth-harness.ts).
 */
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../src/app';
import { createAccountsRepository } from '../src/auth/accounts.repository';
import type { Config } from '../src/config';
import type { Services } from '../src/services';
import { addAccount, freePort, obtainTokens, type LoginServer } from './auth-harness';

/** Named in ADMIN_EMAILS by the harnesses that log in. */
export const ADMIN_EMAIL = 'admin@vitrine.test';

/** PORT, PUBLIC_URL and ADMIN_EMAILS for an app that will listen on a free port. */
export async function listeningEnv(): Promise<NodeJS.ProcessEnv> {
  const port = await freePort();
  return { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, ADMIN_EMAILS: ADMIN_EMAIL };
}

/** The whole app with our provider, listening where its config's PUBLIC_URL says. */
export async function buildListening(
  config: Config,
  services: Services,
  extra: Omit<AppDeps, 'config' | 'services'> = {},
): Promise<LoginServer & { app: FastifyInstance }> {
  const app = await buildApp({ config, services, ...extra });
  await app.listen({ port: config.port, host: '127.0.0.1' });
  return {
    app,
    auth: services.auth,
    accounts: createAccountsRepository(services.store),
    url: config.auth.publicUrl,
  };
}

export interface LoggedIn {
  userId: string;
  /** The Authorization header that carries the user's access token. */
  headers: { authorization: string };
}

/** A new account (owning these brands) logged in through the provider's pages. */
export async function logIn(
  server: LoginServer,
  email: string,
  extra: { ownerIds?: string[] } = {},
): Promise<LoggedIn> {
  const password = `pw-${Math.random().toString(36).slice(2)}-long enough`;
  const userId = await addAccount(server.accounts, email, password, extra);
  const tokens = await obtainTokens(server, email, password);
  return { userId, headers: { authorization: `Bearer ${tokens.access_token}` } };
}

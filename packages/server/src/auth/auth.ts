/**
 * The login provider and accounts, put together once: keys from the database, the accounts
 * service, our OpenID Connect provider, and the short-lived public token for anonymous
 * product-information reads.
 */
import { randomUUID } from 'node:crypto';
import type Provider from 'oidc-provider';
import { importJWK, SignJWT, type JWK } from 'jose';
import type { TokenVerifierOptions } from '../access';
import type { AuthConfig } from '../config';
import type { MailService } from '../mail';
import type { Store } from '../store';
import {
  createAccountsService,
  type AccountDirectory,
  type AccountsService,
} from './accounts.service';
import { createAccountsRepository } from './accounts.repository';
import { accessTokenRevocation } from './access-token-revocation';
import { deleteGrant, purgeExpired } from './adapter';
import { loadKeys, SIGNING_ALG, type KeySet } from './keys';
import { createProvider, type ProviderPages } from './provider';
import { providerPages } from './pages/provider-pages';
import { createRevokedGrants } from './revoked-grants';
import { createSelfService, type AccountKeeper, type SelfService } from './self-service';

export interface AuthOptions {
  store: Store;
  mail: MailService;
  settings: AuthConfig;
  /** Token lifetimes in seconds (tests shorten them). */
  accessTokenTtl?: number;
  refreshTokenTtl?: number;
  publicTokenTtl?: number;
  /** Attempts per 10 minutes on login, sign-up and reset, per IP and per account. */
  rateLimit?: { perIp: number; perAccount: number };
}

export interface Auth {
  /** The issuer identifier: {PUBLIC_URL}{AUTH_BASE_PATH}. */
  readonly issuer: string;
  /** The audience of our access tokens. */
  readonly resource: string;
  readonly settings: AuthConfig;
  readonly provider: Provider;
  readonly accounts: AccountsService;
  /** What other services may read of accounts, groups and organisations (the user service). */
  readonly directory: AccountDirectory;
  /** What users change of their own account (the account page). */
  readonly selfService: SelfService;
  /** An account's record and removal, for the user service's data export and deletion. */
  readonly keeper: AccountKeeper;
  readonly rateLimit: { perIp: number; perAccount: number };
  /** Public signing keys (for token checks) and a reload after a rotation elsewhere. */
  publicKeys(): JWK[];
  reloadKeys(): Promise<void>;
  /** Secret for signing our own cookies and logout states. */
  cookieSecret(): string;
  /** A token with no user, for anonymous product-information reads. */
  publicToken(clientId: string): Promise<{ access_token: string; expires_in: number }>;
  /** Brands a user owns, by our user id or by e-mail (external issuers). */
  ownerIdsOf(sub: string, email: string | undefined): Promise<string[]>;
  /** How the services check login tokens: against our keys, or the external issuer's. */
  tokenChecks(): TokenVerifierOptions;
  /** Starts the periodic clean-up of expired provider rows; stop() ends it. */
  start(): void;
  stop(): void;
}

export async function createAuth(options: AuthOptions): Promise<Auth> {
  const { store, settings } = options;
  const issuer = `${settings.publicUrl}${settings.basePath}`;
  const resource = `${settings.publicUrl}/api`;
  let keys: KeySet = await loadKeys(store);
  const accounts = createAccountsService(store, options.mail, { base: issuer });
  const selfService = createSelfService(store, options.mail, createAccountsRepository(store), {
    base: issuer,
  });
  const publicTokenTtl = options.publicTokenTtl ?? 3600;
  const pages: ProviderPages = providerPages(settings.publicUrl, settings.basePath);
  const accessTokenTtl = options.accessTokenTtl ?? 3600;
  const revoked = createRevokedGrants(store, accessTokenTtl);
  const provider = createProvider(
    store,
    keys,
    accounts,
    {
      issuer,
      basePath: settings.basePath,
      resource,
      client: {
        clientId: settings.clientId,
        redirectUris: [`${settings.publicUrl}/login-redirect`, ...settings.extraRedirectUris],
        postLogoutRedirectUris: [`${issuer}/logout/done`],
      },
      trustProxy: settings.trustProxy,
      accessTokenTtl,
      refreshTokenTtl: options.refreshTokenTtl ?? 30 * 24 * 3600,
      onGrantRevoked: (grantId) => revoked.add(grantId),
    },
    pages,
  );
  provider.use(
    accessTokenRevocation({
      issuer,
      resource,
      publicKeys: () => keys.public,
      async endGrant(grantId) {
        await revoked.add(grantId);
        await deleteGrant(store, grantId);
      },
    }),
  );
  let timer: NodeJS.Timeout | undefined;

  return {
    issuer,
    resource,
    settings,
    provider,
    accounts,
    directory: accounts.directory,
    selfService,
    keeper: selfService.keeper,
    rateLimit: options.rateLimit ?? { perIp: 30, perAccount: 10 },
    publicKeys: () => keys.public,
    async reloadKeys() {
      keys = await loadKeys(store);
    },
    cookieSecret: () => keys.cookieKeys[0]!,
    async publicToken(clientId) {
      const jwk = keys.signing[0]!;
      const key = await importJWK(jwk, SIGNING_ALG);
      const token = await new SignJWT({ client_id: clientId, scope: 'public' })
        .setProtectedHeader({ alg: SIGNING_ALG, kid: jwk.kid!, typ: 'at+jwt' })
        .setIssuer(issuer)
        .setAudience(resource)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${publicTokenTtl}s`)
        .sign(key);
      return { access_token: token, expires_in: publicTokenTtl };
    },
    ownerIdsOf: (sub, email) => accounts.ownerIdsOf(sub, email),
    tokenChecks() {
      const ownerIdsOf = (sub: string, email: string | undefined) =>
        accounts.ownerIdsOf(sub, email);
      if (settings.oidcIssuer) {
        return { issuer: settings.oidcIssuer, ownerIdsOf, adminEmails: settings.adminEmails };
      }
      return {
        issuer,
        audience: resource,
        localKeys: {
          current: () => keys.public,
          reload: async () => void (keys = await loadKeys(store)),
        },
        ownerIdsOf,
        adminEmails: settings.adminEmails,
        grantEnded: (grantId: string) => revoked.has(grantId),
      };
    },
    start() {
      const purge = () => void purgeExpired(store).catch(() => undefined);
      purge();
      timer = setInterval(purge, 10 * 60_000);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}

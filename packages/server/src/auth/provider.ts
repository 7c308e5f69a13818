/**
 * Our OpenID Connect provider (oidc-provider 9, certified): authorization code with PKCE
 * (S256, required), rotating refresh tokens, revocation, RP-initiated logout, JWT access
 * tokens for our API (resource indicator = the issuer's /api audience, scope query_account)
 * that every service checks locally with the public keys. Endpoint paths follow spec 02 s.7.
 */
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { AccountsRepository } from './accounts.repository';
import { storeAdapter } from './adapter';
import type { KeySet } from './keys';
import { SIGNING_ALG } from './keys';
import type { Store } from '../store';

export const QUERY_ACCOUNT = 'query_account';

/** Endpoint paths under the base path (spec 02 s.7 names the first four). */
export const ROUTES = {
  authorization: '/authorize',
  token: '/request_token',
  revocation: '/revoke_token',
  end_session: '/session/end',
  jwks: '/jwks',
  userinfo: '/me',
} as const;

export interface ProviderSettings {
  issuer: string;
  basePath: string;
  /** The audience of our access tokens. */
  resource: string;
  client: { clientId: string; redirectUris: string[]; postLogoutRedirectUris: string[] };
  trustProxy: boolean;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** Told of every grant the provider ends, before its rows go (the access tokens' deny-list). */
  onGrantRevoked: (grantId: string) => Promise<void>;
}

export interface ProviderPages {
  error(ctx: KoaContextWithOIDC, out: Record<string, unknown>): string;
  logout(ctx: KoaContextWithOIDC, form: string): string;
  loggedOut(ctx: KoaContextWithOIDC): string;
}

export function createProvider(
  store: Store,
  keys: KeySet,
  accounts: Pick<AccountsRepository, 'userById'>,
  settings: ProviderSettings,
  pages: ProviderPages,
): Provider {
  const { client } = settings;
  const configuration: Configuration = {
    adapter: storeAdapter(store, settings.onGrantRevoked),
    jwks: { keys: keys.signing },
    cookies: {
      keys: keys.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    clients: [
      {
        client_id: client.clientId,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: client.redirectUris,
        post_logout_redirect_uris: client.postLogoutRedirectUris,
      },
    ],
    routes: ROUTES,
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: ['openid', 'offline_access', 'email', 'profile'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    extraParams: ['force_login'],
    async findAccount(_ctx, sub) {
      const user = await accounts.userById(sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: user.email,
          email_verified: user.verified,
          given_name: user.first_name,
          family_name: user.last_name,
        }),
      };
    },
    /**
     * The e-mail rides in the access token: services name the caller without a query. The
     * grant (`gid`) too: a token of a grant that has ended is refused (revoked-grants.ts).
     */
    async extraTokenClaims(_ctx, token) {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      if (!accountId) return undefined;
      const user = await accounts.userById(accountId);
      const grant = 'grantId' in token && token.grantId ? { gid: token.grantId } : {};
      return user ? { email: user.email, ...grant } : undefined;
    },
    interactions: {
      url: (_ctx, interaction) => `${settings.basePath}/interaction/${interaction.uid}`,
    },
    /** Our own catalogue is a first-party client: no consent screen, the grant is made here. */
    async loadExistingGrant(ctx) {
      const { oidc } = ctx;
      const grantId =
        oidc.result?.consent?.grantId || oidc.session!.grantIdFor(oidc.client!.clientId);
      if (grantId) {
        const grant = await oidc.provider.Grant.find(grantId);
        if (grant) return grant;
      }
      const grant = new oidc.provider.Grant({
        clientId: oidc.client!.clientId,
        accountId: oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid offline_access email profile');
      grant.addResourceScope(settings.resource, QUERY_ACCOUNT);
      await grant.save();
      return grant;
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = pages.logout(ctx, form);
        },
        async postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = pages.loggedOut(ctx);
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => settings.resource,
        useGrantedResource: () => true,
        async getResourceServerInfo(_ctx, indicator) {
          if (indicator !== settings.resource) throw new errors.InvalidTarget();
          return {
            scope: QUERY_ACCOUNT,
            audience: settings.resource,
            accessTokenTTL: settings.accessTokenTtl,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: SIGNING_ALG } },
          };
        },
      },
    },
    issueRefreshToken: async (_ctx, c) => c.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    ttl: {
      AccessToken: settings.accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: settings.accessTokenTtl,
      RefreshToken: settings.refreshTokenTtl,
      Grant: settings.refreshTokenTtl,
      Session: 14 * 24 * 3600,
      Interaction: 3600,
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = pages.error(ctx, out as unknown as Record<string, unknown>);
    },
    enabledJWA: { idTokenSigningAlgValues: [SIGNING_ALG] },
  };
  const provider = new Provider(settings.issuer, configuration);
  provider.proxy = settings.trustProxy;
  return provider;
}

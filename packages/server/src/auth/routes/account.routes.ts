/**
 * Account data read with a login token (spec 01 s.7: account/user, account/organization,
 * account/user/groups; account/user/owners, ours), the public token for anonymous reads (spec 02 s.7), and logout with
 * a next target that must be one of the client's own addresses (no open redirect).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  AccountUserAnswer,
  ApiError,
  EmailChangeAnswer,
  EmailChangeRequest,
  PasswordChangeAnswer,
  PasswordChangeRequest,
  ProfileRequest,
} from '@vitrine/contracts';
import type { FastifyInstance } from 'fastify';
import { callerOf, requireLogin } from '../../access';
import { invalidField, notFound, requiredField } from '../../errors';
import type { Auth } from '../auth';

type Query = Record<string, string | undefined>;

export function accountRoutes(app: FastifyInstance, auth: Auth) {
  const { settings } = auth;
  const { accounts, directory } = auth;
  const appOrigins = new Set(
    [`${settings.publicUrl}/login-redirect`, ...settings.extraRedirectUris].map(
      (u) => new URL(u).origin,
    ),
  );

  /** The logged-in user of our provider (an external issuer's users are not ours to describe). */
  async function user(request: Parameters<typeof callerOf>[0]) {
    const caller = callerOf(request);
    requireLogin(caller);
    const found = await accounts.userById(caller.userId);
    if (!found) throw notFound('User at this provider');
    return found;
  }

  const answerOf = (u: Awaited<ReturnType<typeof user>>, admin: boolean | undefined) => ({
    uuid: u.uuid,
    first_name: u.first_name,
    last_name: u.last_name,
    email: u.email,
    language: u.language,
    admin: !!admin,
  });

  /** The spec's fields, and ours: the preferred language and whether the user administers. */
  app.get('/account/user', async (request) =>
    answerOf(await user(request), callerOf(request).admin),
  );

  // The account page (docs/AUTH.md "Account self-service"): each changes the caller's own
  // account only; there is no way to name another.
  const errors = { 400: ApiError, 401: ApiError, 404: ApiError, 429: ApiError };
  const schema = (summary: string, body: unknown, answer: unknown) => ({
    schema: { tags: ['account'], summary, body, response: { 200: answer, ...errors } },
  });

  app.post<{ Body: ProfileRequest }>(
    '/account/user/profile',
    schema('Sets the name and preferred language of the caller', ProfileRequest, AccountUserAnswer),
    async (request) => {
      const u = await user(request);
      await auth.selfService.updateProfile(u.uuid, request.body);
      return answerOf(await user(request), callerOf(request).admin);
    },
  );

  app.post<{ Body: PasswordChangeRequest }>(
    '/account/user/password',
    schema(
      'Sets a new password after the current one',
      PasswordChangeRequest,
      PasswordChangeAnswer,
    ),
    async (request) => {
      const u = await user(request);
      const { current_password, new_password } = request.body;
      await auth.selfService.changePassword(u.uuid, current_password, new_password);
      return { changed: true as const };
    },
  );

  app.post<{ Body: EmailChangeRequest }>(
    '/account/user/email',
    schema(
      'Mails a confirmation link to a new address (the address changes when it is opened)',
      EmailChangeRequest,
      EmailChangeAnswer,
    ),
    async (request) => {
      const u = await user(request);
      const { email, password } = request.body;
      const state = await auth.selfService.requestEmailChange(u.uuid, email, password);
      return { email: email.trim(), state };
    },
  );

  app.get('/account/organization', async (request) => {
    const u = await user(request);
    const org = await directory.organizationOf(u.uuid);
    return org
      ? { uuid: org.uuid, name: org.name, organization_number: org.organization_number }
      : { uuid: null, name: null, organization_number: null };
  });

  app.get('/account/user/groups', async (request) => {
    const u = await user(request);
    return { usergroups: await directory.groupsOf(u.uuid) };
  });

  /** The brands the caller owns: the web app's draft view and brand links (spec 02 s.6). */
  app.get('/account/user/owners', async (request) => {
    const caller = callerOf(request);
    requireLogin(caller);
    return { owner_ids: [...(caller.ownerIds ?? [])] };
  });

  app.get<{ Querystring: Query }>('/ext_auth/public_user_token', async (request, reply) => {
    const clientId = request.query.client_id;
    if (!clientId) throw requiredField('client_id');
    if (clientId !== settings.clientId) throw invalidField('client_id', 'unknown client');
    reply.header('Cache-Control', 'no-store');
    return auth.publicToken(clientId);
  });

  const sign = (value: string) =>
    createHmac('sha256', auth.cookieSecret()).update(`logout:${value}`).digest('base64url');

  /** Only our own app's pages may be a next target. */
  function checkedNext(next: string | undefined) {
    if (!next) return settings.publicUrl;
    let parsed: URL;
    try {
      parsed = new URL(next);
    } catch {
      throw invalidField('next', 'must be an absolute URL of this catalogue');
    }
    if (!appOrigins.has(parsed.origin)) throw invalidField('next', 'is not a registered address');
    return parsed.href;
  }

  app.get<{ Querystring: Query }>('/logout', async (request, reply) => {
    const next = checkedNext(request.query.next);
    const clientId = request.query.client_id ?? settings.clientId;
    if (clientId !== settings.clientId) throw invalidField('client_id', 'unknown client');
    const state = `${Buffer.from(next).toString('base64url')}.${sign(next)}`;
    const params = new URLSearchParams({
      client_id: clientId,
      post_logout_redirect_uri: `${auth.issuer}/logout/done`,
      state,
    });
    if (request.query.ui_locales) params.set('ui_locales', request.query.ui_locales);
    if (request.query.id_token_hint) params.set('id_token_hint', request.query.id_token_hint);
    return reply.redirect(`${settings.basePath}/session/end?${params.toString()}`, 303);
  });

  app.get<{ Querystring: Query }>('/logout/done', async (request, reply) => {
    const [encoded = '', mac = ''] = (request.query.state ?? '').split('.');
    const next = Buffer.from(encoded, 'base64url').toString();
    const expected = Buffer.from(sign(next));
    const given = Buffer.from(mac);
    if (!encoded || expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return reply.redirect(settings.publicUrl, 303);
    }
    return reply.redirect(next, 303);
  });
}

/**
 * The request hook that names the caller: reads the login token from X-Authorization-pCon-login
 * (spec 01 s.7) or Authorization: Bearer, verifies it, and leaves the caller on the request for
 * callerOf. An invalid or expired token answers 401 _401_pconlogin_invalid (the client then
 * refreshes its token, spec 01 s.4); no token means anonymous. An admission token
 * (X-Authorization-Admission, made by the user service) adds the brands whose drafts it admits
 * to; an expired or revoked one answers 401. A personal API token (`vtr_…`, in either header)
 * is checked against the database on every request (api-tokens.ts) and acts as its user,
 * narrowed to its brands.
 *
 * A route that needs a caller says so in its options (`config: { access: 'login' }` or
 * `'token'`), and this hook turns a caller without one away with 401 before any of the body is
 * read: an anonymous client cannot make the server receive and parse megabytes of JSON only to
 * be refused after (docs/SECURITY.md).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { invalidLogin, loginUnavailable } from '../errors';
import { isApiToken, type ApiTokenCheck } from './api-tokens';
import { InvalidToken, type TokenVerifier } from './tokens';
import { callerOf, requireLogin, requireToken, type Caller } from './caller';

/** What a route needs of its caller before its body is read. */
export type RouteAccess = 'login' | 'token';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** login: a logged-in user; token: a login token or a public one (product information). */
    access?: RouteAccess;
  }
}

function tokenOf(
  request: FastifyRequest,
): { token: string; source: NonNullable<Caller['tokenSource']> } | undefined {
  const pcon = request.headers['x-authorization-pcon-login'];
  if (typeof pcon === 'string' && pcon.trim()) {
    return { token: pcon.trim().replace(/^Bearer\s+/i, ''), source: 'x-authorization-pcon-login' };
  }
  const authorization = request.headers.authorization;
  if (typeof authorization === 'string' && /^Bearer\s+\S/i.test(authorization)) {
    return { token: authorization.replace(/^Bearer\s+/i, '').trim(), source: 'authorization' };
  }
  return undefined;
}

/** Admission tokens: the brands one admits to; throws a 401 ApiFailure when it does not. */
export interface AdmissionCheck {
  ownerIdsOf(token: string): Promise<readonly string[]>;
}

/** Registers the hook on the whole app (not encapsulated). */
export function accessHook(
  verifier: TokenVerifier,
  admissions?: AdmissionCheck,
  apiTokens?: ApiTokenCheck,
): FastifyPluginAsync {
  return fp(async (app) => {
    app.addHook('onRequest', async (request) => {
      await verifyLogin(request, verifier, apiTokens);
      const admission = request.headers['x-authorization-admission'];
      if (admissions && typeof admission === 'string' && admission.trim()) {
        const ownerIds = await admissions.ownerIdsOf(admission.trim());
        request.vitrineCaller = { ...callerOf(request), admissionOwnerIds: ownerIds };
      }
    });
    // The route's own need is checked in a hook of the route, added after the rate limits'
    // (edge/, registered before this): a refused anonymous request still counts toward its
    // client's limit, so refusals cannot be sent without bound either.
    app.addHook('onRoute', (route) => {
      const needs = route.config?.access;
      if (!needs) return;
      const require = needs === 'login' ? requireLogin : requireToken;
      const check = async (request: FastifyRequest) => require(callerOf(request));
      const hooks = route.onRequest;
      route.onRequest = [...(Array.isArray(hooks) ? hooks : hooks ? [hooks] : []), check];
    });
  });
}

async function verifyLogin(
  request: FastifyRequest,
  verifier: TokenVerifier,
  apiTokens: ApiTokenCheck | undefined,
) {
  const found = tokenOf(request);
  if (!found) return;
  try {
    const caller =
      apiTokens && isApiToken(found.token)
        ? await apiTokens.verify(found.token)
        : await verifier.verify(found.token);
    request.vitrineCaller = {
      ...caller,
      tokenSource: found.source,
      apiSight: request.headers['x-enable-apisight'] === 'true',
    };
  } catch (error) {
    if (error instanceof InvalidToken) throw invalidLogin();
    request.log.warn({ err: error }, 'login tokens cannot be checked');
    throw loginUnavailable();
  }
}
